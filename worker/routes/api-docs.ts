import { Hono } from 'hono';
import { SigningDocumentRequestSchema } from '../../shared/schemas/signing-document';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http-error';
import { ORDER_TOKEN_HEADER } from '../../shared/schemas/order-token';
import { signingPagePath } from '../ports/signing';
import { headerToken, requireBodyOrderHolder, requireOrderHolder } from '../middleware/order-holder';
import { setSigningTokenCookie } from '../signing-token-cookie';
import { jsonBody } from './json-body';
import { backendAnswer } from './backend-answer';

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

  // Only the holder of the order's token gets its document: an order id and a hash are not enough.
  const holdsBodyOrder = requireBodyOrderHolder();

  app.post('/create', jsonBody(SigningDocumentRequestSchema, DOCS_BODY_LIMIT), holdsBodyOrder, async (c) => {
    const { orderId, commitHash, orderToken } = c.req.valid('json');
    const result = await c.var.context.signing.createDocument({ orderId, commitHash });
    // The local signing page asks for the token too (signing-token-cookie.ts).
    if (result.ok && result.value.id && result.value.url === signingPagePath(result.value.id)) {
      setSigningTokenCookie(c, result.value.id, orderToken);
    }
    return backendAnswer(c, result, 201, 'signing');
  });

  app.all('/create', () => {
    throw new ApiError(405, 'method_not_allowed', 'This method is not allowed here');
  });

  // The token first: a document of another order (or none of ours) answers as one that does not
  // exist, and the signing service is not asked (each of its calls counts).
  const holdsDocumentOrder = requireOrderHolder({
    claim: (c) => {
      const id = c.req.param('id') ?? '';
      if (!DOCUMENT_ID.test(id)) throw new ApiError(400, 'invalid_body', 'Not a document id');
      return { token: headerToken(c), order: () => c.var.context.signing.documentOrder(id) };
    },
    refuse: (_c, refusal) => {
      if (refusal === 'no_token') throw new ApiError(401, 'order_token_required', `Send the order token in ${ORDER_TOKEN_HEADER}`);
      throw documentNotFound();
    },
  });

  app.get('/:id', holdsDocumentOrder, async (c) => backendAnswer(c, await c.var.context.signing.getStatus(c.req.param('id')), 200, 'signing'));

  return app;
}
