import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { SUBMIT_BODY_LIMIT } from '../../worker/routes/api-application';
import { DEFAULT_CART_BODY_LIMIT } from '../../shared/cart/cart-body-size';
import { PRICE_BODY_LIMIT } from '../../worker/routes/api-backend';
import { DOCS_BODY_LIMIT } from '../../worker/routes/api-docs';
import { getPath, loadFakeCatalogue, postJson, SETUP_TIMEOUT_MS } from './fakes/booking-catalogue';
import { storedRowCounts } from './fakes/stored-rows';

// Every JSON request body is read the same way, so a client gets the same answer for the same
// mistake whichever endpoint it calls, and nothing is stored on bad input.

const APPLICATION_KEY = 'c'.repeat(64);
const JSON_ENDPOINTS = [
  { path: '/api/backend/cart/price', limit: PRICE_BODY_LIMIT },
  { path: '/api/backend/cart/commit', limit: DEFAULT_CART_BODY_LIMIT },
  { path: '/api/backend/cart/share', limit: DEFAULT_CART_BODY_LIMIT },
  { path: '/api/docs/create', limit: DOCS_BODY_LIMIT },
  { path: '/api/application/json-bodies-cart/submit', limit: SUBMIT_BODY_LIMIT },
];

async function expectError(response: Response, status: number, statusMessage: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = ApiErrorSchema.parse(JSON.parse(text));
  expect(body).toMatchObject({ statusCode: status, statusMessage });
}

/** Rows of every business table in D1 plus the stored attachments and submissions in R2. */
async function storedState() {
  return { ...(await storedRowCounts()), 'r2 objects': (await env.ATTACHMENTS.list()).objects.length };
}

let before: Record<string, number>;
beforeAll(async () => {
  await loadFakeCatalogue();
  before = await storedState();
}, SETUP_TIMEOUT_MS);

describe('JSON request bodies get one answer per mistake on every POST endpoint', () => {
  for (const { path, limit } of JSON_ENDPOINTS) {
    test(`${path}: malformed JSON 400 invalid_json, a wrong shape 400 invalid_body, too large 413 body_too_large, not JSON 415; nothing stored`, async () => {
      const send = (body: string, headers: Record<string, string> = {}) =>
        postJson(path, body, { 'X-Application-Key': APPLICATION_KEY, ...headers });
      for (const malformed of ['{', '{"items": [', "{'a': 1}", '', 'undefined']) await expectError(await send(malformed), 400, 'invalid_json');
      for (const wrongShape of ['null', '[]', '"text"', '{"unexpected": true}']) await expectError(await send(wrongShape), 400, 'invalid_body');
      await expectError(await send(JSON.stringify({ pad: 'x'.repeat(limit) })), 413, 'body_too_large');
      await expectError(await send('{}', { 'Content-Type': 'text/plain' }), 415, 'unsupported_media_type');
      expect(await storedState()).toEqual(before);
    });
  }

  test('a streamed body over the limit, whose length is not declared, answers the same 413', async () => {
    for (const { path, limit } of JSON_ENDPOINTS) {
      const bytes = new TextEncoder().encode(JSON.stringify({ pad: 'x'.repeat(limit) }));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
      const response = await getPath(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Application-Key': APPLICATION_KEY },
        body,
        // @ts-expect-error a streamed request body needs half duplex outside the Workers types
        duplex: 'half',
      });
      await expectError(response, 413, 'body_too_large');
    }
    expect(await storedState()).toEqual(before);
  });
});
