import { CACHE_CONTROL } from '../cache-control';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { SigningDocumentRequestSchema } from '../../shared/schemas/signing-document';
import type { AppEnv } from '../app-env';
import { checkAttachment } from '../attachment-files';
import { MAX_ATTACHMENT_BYTES } from '../../shared/application/attachment';
import { ApiError } from '../http-error';
import { dailyLimitReached, storageFull } from '../ceilings/request-ceilings';
import type { ApplicationAttachments } from '../ports/attachments';
import { orderNotFound, requireBodyOrderHolder } from '../middleware/order-holder';
import { jsonBody } from './json-body';

/** The header carrying the applicant's random key (64 hex characters, kept in their browser). */
export const APPLICATION_KEY_HEADER = 'X-Application-Key';
/** The header carrying an uploaded file's name, percent-encoded (UTF-8), as the browser's `File.name`. */
export const FILE_NAME_HEADER = 'X-File-Name';

const CART_ID = /^[A-Za-z0-9_-]{1,64}$/;
const APPLICATION_KEY = /^[0-9a-f]{64}$/;
/** The bytes of a file's start its kind is checked by (the longest signature is 8). */
const HEAD_BYTES = 16;
/** An order id and a commit hash fit in a few hundred bytes. */
export const SUBMIT_BODY_LIMIT = 4 * 1024;

const FILE_ERRORS = {
  invalid_file_name: [400, 'The file name is not allowed'],
  unsupported_file_type: [415, 'Only PDF, DOCX, PNG and JPG files are accepted'],
  file_too_large: [413, `A file may be at most ${MAX_ATTACHMENT_BYTES} bytes`],
  empty_file: [400, 'The file is empty'],
} as const;

/** The file name from its header: percent-encoded UTF-8; undefined when missing or not decodable. */
function fileNameOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return undefined;
  }
}

/**
 * The declared length of an upload's body: `Content-Length` is required (a streamed upload must
 * know its size before it is stored, and the limit is checked before a byte is read).
 */
function declaredLength(header: string | undefined): number {
  if (header === undefined) throw new ApiError(411, 'length_required', 'Send the file with its Content-Length');
  if (!/^\d{1,15}$/.test(header.trim())) throw new ApiError(400, 'invalid_content_length', 'The Content-Length is not a number');
  return Number(header.trim());
}

/**
 * Reads a body's first bytes (at least `count`, unless the body is shorter) and answers them
 * with a stream of the whole body, those bytes first, so the file is read once, in chunks.
 */
async function peek(
  body: ReadableStream<Uint8Array>,
  count: number,
): Promise<{ head: Uint8Array; whole: ReadableStream<Uint8Array>; passed: () => { bytes: number; failed: boolean } }> {
  const reader = body.getReader();
  const seen = { bytes: 0, failed: false };
  const chunks: Uint8Array[] = [];
  let read = 0;
  while (read < count) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    read += value.byteLength;
  }
  seen.bytes = read;
  const head = new Uint8Array(read);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const whole = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        seen.bytes += value.byteLength;
        controller.enqueue(value);
      } catch (error) {
        seen.failed = true;
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { head, whole, passed: () => seen };
}

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
export function applicationRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', CACHE_CONTROL.noStore);
  });

  app.get('/:cartId/attachments', async (c) => {
    const { store } = await storeOf(c);
    return c.json({ attachments: await store.list() });
  });

  // The file is the request's body (docs/decisions/028): its name in X-File-Name, its size in
  // Content-Length, checked before a byte is read. The body streams to storage through a stream of
  // exactly the declared length, so the worker never holds the file whole, and a body longer or
  // shorter than it said fails the upload: nothing is stored, the room it reserved is given back.
  app.post('/:cartId/attachments', async (c) => {
    const { store } = await storeOf(c);
    if (/^multipart\//i.test(c.req.header('Content-Type') ?? '')) {
      throw new ApiError(415, 'unsupported_media_type', `Send the file itself as the body, its name in ${FILE_NAME_HEADER}`);
    }
    const size = declaredLength(c.req.header('Content-Length'));
    const name = fileNameOf(c.req.header(FILE_NAME_HEADER));
    if (name === undefined) throw new ApiError(400, 'invalid_file_name', `Send the file's name, percent-encoded, in ${FILE_NAME_HEADER}`);
    const sizeCheck = checkAttachment(name, size, new Uint8Array(0));
    if (!sizeCheck.ok && sizeCheck.code !== 'unsupported_file_type') {
      const [status, message] = FILE_ERRORS[sizeCheck.code];
      throw new ApiError(status, sizeCheck.code, message);
    }
    const body = c.req.raw.body;
    if (!body) throw new ApiError(400, 'empty_file', FILE_ERRORS.empty_file[1]);
    const { head, whole, passed } = await peek(body, HEAD_BYTES);
    const checked = checkAttachment(name, size, head);
    if (!checked.ok) {
      await whole.cancel();
      const [status, message] = FILE_ERRORS[checked.code];
      throw new ApiError(status, checked.code, message);
    }
    await refuseWhenSubmitted(store);
    const exact = new FixedLengthStream(size);
    const piped = whole.pipeTo(exact.writable);
    const { ceilings } = c.var.context;
    const stored = store.add(checked.value.name, checked.value.type, exact.readable, size, ceilings.now(), await ceilings.client());
    const [pipe, result] = await Promise.allSettled([piped, stored]);
    if (result.status === 'fulfilled' && 'refused' in result.value) {
      const { refused } = result.value;
      if (refused === 'client_day') throw dailyLimitReached(ceilings.now(), 'uploaded');
      if (refused === 'site_full') throw storageFull('attachments');
      throw new ApiError(409, 'too_many_attachments', 'An application may hold at most 10 attachments and 30 MB in all');
    }
    // The body broke off, or had more or fewer bytes than it declared (the exact-length stream
    // refuses both): the client's mistake, not storage's.
    const source = passed();
    const bodyFailed =
      pipe.status === 'rejected' ||
      source.failed ||
      source.bytes !== size ||
      (result.status === 'rejected' && /FixedLengthStream|expected bytes/i.test(String(result.reason)));
    if (bodyFailed) throw new ApiError(400, 'length_mismatch', 'The body was not as long as its Content-Length; nothing was stored');
    if (result.status === 'rejected') throw result.reason;
    return c.json(result.value, 201);
  });

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

  // The order's token proves the applicant committed it, whatever the back end.
  const holdsBodyOrder = requireBodyOrderHolder();

  app.post('/:cartId/submit', checkApplicant, jsonBody(SigningDocumentRequestSchema, SUBMIT_BODY_LIMIT), holdsBodyOrder, async (c) => {
    const { cartId, store } = await storeOf(c);
    const { orderId, commitHash } = c.req.valid('json');
    // A back end that can read its orders back confirms the hash as well.
    const order = await c.var.context.backend.committedOrder(orderId, commitHash);
    if (order.kind === 'not_found') throw orderNotFound();
    const existing = await store.submission();
    if (existing) return c.json(existing);
    if ((await store.list()).length === 0) throw new ApiError(409, 'no_attachments', 'Upload at least one attachment first');
    return c.json(await store.submit(cartId, orderId, c.var.context.ceilings.now()), 201);
  });

  app.get('/:cartId/status', async (c) => {
    const { store } = await storeOf(c);
    const submission = await store.submission();
    if (!submission) throw new ApiError(404, 'not_submitted', 'The application has not been sent');
    return c.json(submission);
  });
  return app;
}
