import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SigningDocumentRequestSchema } from '../../shared/schemas/signing-document';
import type { AppEnv } from '../app-env';
import { checkAttachment } from '../attachment-files';
import { MAX_ATTACHMENT_BYTES } from '../../shared/application/attachment';
import { ApiError } from '../http-error';
import type { ApplicationAttachments } from '../ports/attachments';
import { verifyOrderToken } from '../order-credentials';
import { jsonBody } from './json-body';

/** The header carrying the applicant's random key (64 hex characters, kept in their browser). */
export const APPLICATION_KEY_HEADER = 'X-Application-Key';

const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;
const APPLICATION_KEY = /^[0-9a-f]{64}$/;
/** Room for the multipart framing around the largest accepted file. */
const UPLOAD_BODY_LIMIT = MAX_ATTACHMENT_BYTES + 64 * 1024;
/** An order id and a commit hash fit in a few hundred bytes. */
export const SUBMIT_BODY_LIMIT = 4 * 1024;

const FILE_ERRORS = {
  invalid_file_name: [400, 'The file name is not allowed'],
  unsupported_file_type: [415, 'Only PDF, DOCX, PNG and JPG files are accepted'],
  file_too_large: [413, `A file may be at most ${MAX_ATTACHMENT_BYTES} bytes`],
  empty_file: [400, 'The file is empty'],
} as const;

/** The applicant's attachments, after checking the cart id and the application key. */
async function storeOf(c: Context<AppEnv>) {
  const cartId = c.req.param('cartId') ?? '';
  if (!CART_ID.test(cartId)) throw new ApiError(404, 'not_found', 'No application for this cart id');
  const key = c.req.header(APPLICATION_KEY_HEADER) ?? '';
  if (!APPLICATION_KEY.test(key)) throw new ApiError(400, 'invalid_application_key', `Send the application key in ${APPLICATION_KEY_HEADER}`);
  return { cartId, store: await c.var.context.attachments.application(cartId, key) };
}

async function refuseWhenSubmitted(store: ApplicationAttachments) {
  if (await store.submission()) throw new ApiError(409, 'application_submitted', 'The application has already been sent');
}

/**
 * `/api/application/{cartId}/...`: the attachments of an English academic application, kept by
 * the attachments port under the cart id and the applicant's key; listed, removed, and
 * submitted with the committed order. Uploads are limited to PDF, DOCX, PNG and JPG of at most
 * 10 MB, checked by their contents.
 */
export function applicationRoutes(now: () => number = Date.now) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/:cartId/attachments', async (c) => {
    const { store } = await storeOf(c);
    return c.json({ attachments: await store.list() });
  });

  app.post(
    '/:cartId/attachments',
    bodyLimit({
      maxSize: UPLOAD_BODY_LIMIT,
      onError: () => {
        throw new ApiError(413, 'file_too_large', FILE_ERRORS.file_too_large[1]);
      },
    }),
    async (c) => {
      const { store } = await storeOf(c);
      if (!/^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '')) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data in the field "file"');
      }
      const form = await c.req.formData().catch(() => {
        throw new ApiError(400, 'invalid_body', 'The form data could not be read');
      });
      const file = form.get('file');
      if (!file || typeof file === 'string') throw new ApiError(400, 'invalid_body', 'Send the file in the field "file"');
      // The file is read once, by the form parser; its first bytes are checked from a slice and
      // the rest streams from there to storage, never copied into a second buffer.
      const checked = checkAttachment(file.name, file.size, new Uint8Array(await file.slice(0, 16).arrayBuffer()));
      if (!checked.ok) {
        const [status, message] = FILE_ERRORS[checked.code];
        throw new ApiError(status, checked.code, message);
      }
      await refuseWhenSubmitted(store);
      const attachment = await store.add(checked.value.name, checked.value.type, file, now());
      if (!attachment) throw new ApiError(409, 'too_many_attachments', 'An application may hold at most 10 attachments and 30 MB in all');
      return c.json(attachment, 201);
    },
  );

  app.delete('/:cartId/attachments/:id', async (c) => {
    const { store } = await storeOf(c);
    await refuseWhenSubmitted(store);
    if (!(await store.remove(c.req.param('id')))) throw new ApiError(404, 'not_found', 'No attachment with this id');
    return c.body(null, 204);
  });

  // The cart id and key are checked before the body is read: a request without them is refused
  // for that, whatever its body.
  const checkApplicant: MiddlewareHandler<AppEnv> = async (c, next) => {
    await storeOf(c);
    await next();
  };

  app.post('/:cartId/submit', checkApplicant, jsonBody(SigningDocumentRequestSchema, SUBMIT_BODY_LIMIT), async (c) => {
    const { cartId, store } = await storeOf(c);
    const { orderId, commitHash, orderToken } = c.req.valid('json');
    // The order's token proves the applicant committed it, whatever the back end; one that can
    // read its orders back confirms the hash as well.
    const held = await verifyOrderToken(c.var.context.env.DB, orderId, orderToken);
    const order = held ? await c.var.context.backend.committedOrder(orderId, commitHash) : undefined;
    if (!order || order.kind === 'not_found')
      throw new ApiError(404, 'order_not_found', 'No committed order with this id, commit hash and token');
    const existing = await store.submission();
    if (existing) return c.json(existing);
    if ((await store.list()).length === 0) throw new ApiError(409, 'no_attachments', 'Upload at least one attachment first');
    return c.json(await store.submit(cartId, orderId, now()), 201);
  });

  app.get('/:cartId/status', async (c) => {
    const { store } = await storeOf(c);
    const submission = await store.submission();
    if (!submission) throw new ApiError(404, 'not_submitted', 'The application has not been sent');
    return c.json(submission);
  });
  return app;
}
