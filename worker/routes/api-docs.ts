import { Hono, type Context } from 'hono';
import { SigningDocumentRequestSchema } from '../../shared/schemas/signing-document';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http-error';
import type { BackendResult } from '../ports/backend';
import { jsonBody } from './json-body';

/** An order id and a commit hash fit in a few hundred bytes. */
export const DOCS_BODY_LIMIT = 4 * 1024;

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

function answer<T>(c: Context<AppEnv>, result: BackendResult<T>, status: 200 | 201 = 200) {
  c.header('Cache-Control', 'no-store');
  if (!result.ok) throw new ApiError(result.error.statusCode as 400, result.error.statusMessage, result.error.message);
  return c.json(result.value as object, status);
}

/**
 * `/api/docs/...`: `POST /create` makes the signing document of a committed order
 * (`{ orderId, commitHash }` -> `{ deliveryMethod, id, title, url }`); `GET /{id}` answers whether
 * it has been signed (the status page asks).
 */
export function docsRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/create', jsonBody(SigningDocumentRequestSchema, DOCS_BODY_LIMIT), async (c) => {
    const request = c.req.valid('json');
    return answer(c, await c.var.context.signing.createDocument(request), 201);
  });

  app.all('/create', () => {
    throw new ApiError(405, 'method_not_allowed', 'This method is not allowed here');
  });

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!DOCUMENT_ID.test(id)) throw new ApiError(400, 'invalid_body', 'Not a document id');
    return answer(c, await c.var.context.signing.getStatus(id));
  });

  return app;
}
