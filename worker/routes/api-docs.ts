import { Hono } from 'hono';
import { SigningDocumentRequestSchema } from '../../shared/schemas/signing-document';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http-error';
import { ORDER_TOKEN_HEADER, OrderTokenSchema } from '../../shared/schemas/order-token';
import { setCookie } from 'hono/cookie';
import { signingPagePath } from '../ports/signing';
import { SIGNING_TOKEN_COOKIE, verifyOrderToken } from '../order-credentials';
import { jsonBody } from './json-body';
import { backendAnswer } from './backend-answer';

/** How long the signing page's cookie lives: a day, far beyond any seat hold. */
const SIGNING_COOKIE_SECONDS = 86_400;

const orderNotFound = () => new ApiError(404, 'order_not_found', 'No committed order with this id, commit hash and token');
const documentNotFound = () => new ApiError(404, 'not_found', 'No signing document with this id');

/** An order id and a commit hash fit in a few hundred bytes. */
export const DOCS_BODY_LIMIT = 4 * 1024;

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * `/api/docs/...`: `POST /create` makes the signing document of a committed order
 * (`{ orderId, commitHash }` -> `{ deliveryMethod, id, title, url }`); `GET /{id}` answers whether
 * it has been signed (the status page asks). Both need the order's token (`orderToken` in the
 * body, the `X-Order-Token` header on the status).
 */
export function docsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/create', jsonBody(SigningDocumentRequestSchema, DOCS_BODY_LIMIT), async (c) => {
    const { orderId, commitHash, orderToken } = c.req.valid('json');
    // Only the holder of the order's token gets its document: an order id and a hash are not enough.
    if (!(await verifyOrderToken(c.var.context.env.DB, orderId, orderToken))) throw orderNotFound();
    const result = await c.var.context.signing.createDocument({ orderId, commitHash });
    // The local signing page asks for the token too: the browser carries it there in a cookie
    // only that page's path receives (never in its URL).
    if (result.ok && result.value.id && result.value.url === signingPagePath(result.value.id)) {
      setCookie(c, SIGNING_TOKEN_COOKIE, orderToken, {
        path: signingPagePath(result.value.id),
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        maxAge: SIGNING_COOKIE_SECONDS,
      });
    }
    return backendAnswer(c, result, 201, 'signing');
  });

  app.all('/create', () => {
    throw new ApiError(405, 'method_not_allowed', 'This method is not allowed here');
  });

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!DOCUMENT_ID.test(id)) throw new ApiError(400, 'invalid_body', 'Not a document id');
    const token = OrderTokenSchema.safeParse(c.req.header(ORDER_TOKEN_HEADER));
    if (!token.success) throw new ApiError(401, 'order_token_required', `Send the order token in ${ORDER_TOKEN_HEADER}`);
    // The token first: a document of another order (or none of ours) answers as one that does not
    // exist, and the signing service is not asked (each of its calls counts).
    const { signing } = c.var.context;
    const orderId = await signing.documentOrder(id);
    if (!(orderId && (await verifyOrderToken(c.var.context.env.DB, orderId, token.data)))) throw documentNotFound();
    return backendAnswer(c, await signing.getStatus(id), 200, 'signing');
  });

  return app;
}
