import { env, exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { ORDER_TOKEN_HEADER } from '../../shared/schemas/order-token';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { SCRIVE_TOKEN, SCRIVE_URL, createFakeScrive } from '../contract/fake-scrive';
import { upstreamSwitch } from '../contract/upstream-switch';
import { newCommittedOrder } from '../worker/fakes/committed-orders';
import { inFreshWindow } from './rate-limit-window';

// Attack: follow signing documents by id (Scrive's ids are small numbers) with made-up order
// tokens, as fast as a script can: `GET /api/docs/{id}` asked Scrive about the document before it
// checked the token, so every guess was a (billed) Scrive call, without limit.
// Defence: the routes check the order token against the order our records name for the document
// (`documentOrder` on the signing port) before the signing service is asked; a wrong token, or
// a document we did not make, makes no Scrive call. Both status routes count per client against
// LIMIT_DOCS_STATUS (60 a minute); the 61st answers 429 with Retry-After.

const token = () => crypto.randomUUID().replaceAll('-', '');

describe('a wrong order token asks Scrive nothing', () => {
  const scrive = createFakeScrive(upstreamSwitch());
  const scriveCalls: string[] = [];
  const app = createApp({
    config: parseConfig({ SCRIVE_API_URL: SCRIVE_URL, SCRIVE_API_TOKEN: SCRIVE_TOKEN }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: {
      signing: {
        fetch: (request) => {
          scriveCalls.push(new URL(request.url).pathname);
          return scrive.fetch(request);
        },
      },
    },
  });
  const send = (path: string, init: RequestInit = {}) => app.fetch(new Request(`https://site.example${path}`, init), env);

  test('twenty guessed tokens, no token, and ids we never made: 404 or 401, and 0 Scrive calls; the holder’s read is one call', async () => {
    const order = await newCommittedOrder();
    const created = await send('/api/docs/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const document = SigningDocumentResponseSchema.parse(await created.json());
    const before = scriveCalls.length;

    for (let guess = 0; guess < 20; guess++) {
      const wrong = await send(`/api/docs/${document.id}`, { headers: { [ORDER_TOKEN_HEADER]: token() } });
      expect(wrong.status).toBe(404);
      expect(ApiErrorSchema.parse(await wrong.json()).statusMessage).toBe('not_found');
    }
    expect((await send(`/api/docs/${document.id}`)).status).toBe(401);
    for (const id of [String(Number(document.id) + 1), String(Number(document.id) - 1), '1']) {
      const notOurs = await send(`/api/docs/${id}`, { headers: { [ORDER_TOKEN_HEADER]: order.orderToken } });
      expect(notOurs.status).toBe(404);
      await notOurs.arrayBuffer();
    }
    expect(scriveCalls.length).toBe(before);

    const mine = await send(`/api/docs/${document.id}`, { headers: { [ORDER_TOKEN_HEADER]: order.orderToken } });
    expect(await mine.json()).toMatchObject({ id: document.id, orderId: order.orderId, status: 'pending' });
    expect(scriveCalls.slice(before)).toEqual([`/api/v2/documents/${document.id}/get`]);
  });

  test('the signing page’s status, with a made-up cookie, asks Scrive nothing', async () => {
    const order = await newCommittedOrder();
    const created = await send('/api/docs/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
    });
    const document = SigningDocumentResponseSchema.parse(await created.json());
    const before = scriveCalls.length;
    for (const Cookie of ['', `fei_order_token=${token()}`]) {
      const status = await send(`/sign/${document.id}/status`, { headers: { Cookie } });
      expect(status.status).toBe(404);
      await status.arrayBuffer();
    }
    expect(scriveCalls.length).toBe(before);
  });
});

describe('the document status routes are limited per client', () => {
  const read = (path: string, client: string) =>
    exports.default.fetch(new Request(`http://localhost${path}`, { headers: { 'CF-Connecting-IP': client, [ORDER_TOKEN_HEADER]: token() } }));

  for (const [index, path] of ['/api/docs/1234', `/sign/${'0'.repeat(32)}/status`].entries()) {
    test(`${path}: 60 reads a minute are answered, the 61st is 429 with Retry-After; another client is answered`, async () => {
      await inFreshWindow(60, async () => {
        const attacker = `198.51.100.${221 + index}`;
        for (let sent = 1; sent <= 60; sent++) {
          const response = await read(path, attacker);
          expect(response.status, `read ${sent}`).toBe(404);
          await response.arrayBuffer();
        }
        const refused = await read(path, attacker);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('Retry-After')).toBe('60');
        expect(ApiErrorSchema.parse(await refused.json())).toMatchObject({ statusCode: 429, statusMessage: 'rate_limited' });
        const visitor = await read(path, `198.51.100.${231 + index}`);
        expect(visitor.status).toBe(404);
        await visitor.arrayBuffer();
      });
    });
  }
});
