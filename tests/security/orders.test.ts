import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, test } from 'vitest';
import { commitHashInput } from '../../shared/cart/commit-hash-input';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import { ShareReadResponseSchema, ShareResponseSchema } from '../../shared/schemas/share';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { sha256Hex } from '../../worker/hex-crypto';
import { SCRIVE_TOKEN, SCRIVE_URL, createFakeScrive } from '../contract/fake-scrive';
import { upstreamSwitch } from '../contract/upstream-switch';
import { completeCart } from '../worker/fakes/booking-carts';
import { EVENTS, getPath, loadFakeCatalogue, postJson, SETUP_TIMEOUT_MS, unique } from '../worker/fakes/booking-catalogue';

// V4 access control: an outsider who knows or guesses an order id, rebuilds its commit hash from a
// cart they were shown, or holds a share link, cannot get the order's signing document, follow its
// status, submit its application or take the order over; with the embedded back end and with the
// remote one behind Scrive. Every request is sent over HTTP as a browser or script would.

const token = () => crypto.randomUUID().replaceAll('-', '');

/** A complete cart of its own on the shared test event (one participant nobody else uses). */
function ownCart() {
  const id = unique();
  return completeCart({
    lines: [{ event: EVENTS.commitA, emails: [`v4-${id}@example.se`] }],
    customerId: `556${id}`,
    contactEmail: `v4c-${id}@example.se`,
  });
}

async function expectRefused(response: Response, status: number, statusMessage?: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = ApiErrorSchema.parse(JSON.parse(text));
  if (statusMessage) expect(body.statusMessage).toBe(statusMessage);
  return text;
}

/** The victim's order, committed through the API with their own token. */
async function victimOrder() {
  const cart = ownCart();
  const orderToken = token();
  const response = await postJson('/api/backend/cart/commit', { ...cart, meta: { ...cart.meta, orderToken } });
  expect(response.status, await response.clone().text()).toBe(200);
  return { cart, orderToken, order: CommitResponseSchema.parse(await response.json()) };
}

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('V4: the embedded back end', () => {
  test('the commit answers an order token of at least 128 random bits, the one the cart brought', async () => {
    const { orderToken, order } = await victimOrder();
    expect(order.orderToken).toBe(orderToken);
    // Without a token of its own the cart still gets one: 32+ hex characters, new every time.
    const first = CommitResponseSchema.parse(await (await postJson('/api/backend/cart/commit', ownCart())).json());
    const second = CommitResponseSchema.parse(await (await postJson('/api/backend/cart/commit', ownCart())).json());
    expect(first.orderToken).toMatch(/^[0-9a-f]{32,64}$/);
    expect(first.orderToken).not.toBe(second.orderToken);
  });

  test('order ids are random: two orders committed one after the other are not neighbours, and say nothing of how many there are', async () => {
    const numbers: number[] = [];
    for (let index = 0; index < 3; index++) {
      const { order } = await victimOrder();
      // The id's format is kept (FEI-year-number); the number is 15 random digits.
      const match = /^FEI-\d{4}-(\d{15})$/.exec(order.orderId);
      expect(match, order.orderId).not.toBeNull();
      numbers.push(Number(match?.[1]));
    }
    const [a = 0, b = 0, c = 0] = numbers;
    // Sequential ids differ by one; random ones of 9 × 10^14 are nowhere near each other (a gap
    // under a thousand happens about once in 10^11 pairs).
    expect(new Set(numbers).size).toBe(3);
    for (const gap of [b - a, c - b]) expect(Math.abs(gap)).toBeGreaterThan(1000);
    expect(b - a).not.toBe(c - b);
  });

  test('a guessed order id with its commit hash rebuilt from the cart gets no signing document', async () => {
    const { cart, order } = await victimOrder();
    // The commit hash is an unkeyed SHA-256 of the cart: anyone who saw the cart can rebuild it.
    const rebuilt = await sha256Hex(commitHashInput(cart));
    expect(rebuilt).toBe(order.commitHash);
    await expectRefused(await postJson('/api/docs/create', { orderId: order.orderId, commitHash: rebuilt }), 400, 'invalid_body');
    await expectRefused(
      await postJson('/api/docs/create', { orderId: order.orderId, commitHash: rebuilt, orderToken: token() }),
      404,
      'order_not_found',
    );
  });

  test('a signing document’s status is answered only to the holder of its order’s token', async () => {
    const { order, orderToken } = await victimOrder();
    const created = await postJson('/api/docs/create', { orderId: order.orderId, commitHash: order.commitHash, orderToken });
    const document = SigningDocumentResponseSchema.parse(await created.json());
    await expectRefused(await getPath(`/api/docs/${document.id}`), 401, 'order_token_required');
    const wrong = await expectRefused(await getPath(`/api/docs/${document.id}`, { headers: { 'X-Order-Token': token() } }), 404, 'not_found');
    expect(wrong).not.toContain(order.orderId);
    const mine = await getPath(`/api/docs/${document.id}`, { headers: { 'X-Order-Token': orderToken } });
    expect(await mine.json()).toMatchObject({ id: document.id, orderId: order.orderId, status: 'pending' });
  });

  test('the local signing page of an order opens, and signs, only with its token (the cookie its creation set)', async () => {
    const { order, orderToken } = await victimOrder();
    const created = await postJson('/api/docs/create', { orderId: order.orderId, commitHash: order.commitHash, orderToken });
    const document = SigningDocumentResponseSchema.parse(await created.json());
    const form = { method: 'POST', body: new URLSearchParams({ name: 'Mallory', consent: 'yes', lang: 'sv' }), redirect: 'manual' as const };
    for (const Cookie of ['', `fei_order_token=${token()}`]) {
      const page = await getPath(document.url!, { headers: { Cookie } });
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(order.orderId);
      const signed = await getPath(document.url!, { ...form, headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie } });
      expect(signed.status).toBe(404);
    }
    const mine = await getPath(document.url!, { headers: { Cookie: (created.headers.get('Set-Cookie') ?? '').split(';')[0]! } });
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain(order.orderId);
  });

  test('the signing page’s cookie is Secure by the site’s one rule: over https, and over plain http only where COOKIE_SECURE says so', async () => {
    const signingCookie = async (vars: Record<string, string>, origin: string) => {
      const app = createApp({ config: parseConfig(vars), renderer: { ...createPageRenderer(), Document }, build: buildInfo });
      const { order, orderToken } = await victimOrder();
      const created = await app.fetch(
        new Request(`${origin}/api/docs/create`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ orderId: order.orderId, commitHash: order.commitHash, orderToken }),
        }),
        env,
      );
      expect(created.status, await created.clone().text()).toBe(201);
      return created.headers.get('Set-Cookie') ?? '';
    };
    expect(await signingCookie({}, 'https://site.example')).toMatch(/^fei_order_token=.*;\s*Secure/i);
    // Behind a proxy that ends TLS the worker sees http: the configuration decides, as for every cookie.
    expect(await signingCookie({ COOKIE_SECURE: 'true' }, 'http://localhost')).toMatch(/^fei_order_token=.*;\s*Secure/i);
    const plain = await signingCookie({}, 'http://localhost');
    expect(plain).toMatch(/^fei_order_token=/);
    expect(plain).not.toMatch(/Secure/i);
  });

  test('the application of another order cannot be submitted with its id and rebuilt hash', async () => {
    const { order } = await victimOrder();
    const path = `/api/application/v4-${unique()}/submit`;
    const key = { 'X-Application-Key': 'c'.repeat(64) };
    await expectRefused(await postJson(path, { orderId: order.orderId, commitHash: order.commitHash }, key), 400, 'invalid_body');
    await expectRefused(
      await postJson(path, { orderId: order.orderId, commitHash: order.commitHash, orderToken: token() }, key),
      404,
      'order_not_found',
    );
  });

  test('a committed cart shared by link carries no order id, commit hash, token or signing link, stored or read', async () => {
    const { cart, order, orderToken } = await victimOrder();
    const scrive = { deliveryMethod: 'embedded', id: 'd'.repeat(32), title: order.orderId, url: `/sign/${'d'.repeat(32)}` };
    const committed = {
      ...cart,
      meta: { ...cart.meta, orderId: order.orderId, committedAt: order.committedAt, commitHash: order.commitHash, orderToken, scrive },
    };
    const created = await postJson('/api/backend/cart/share', { cart: committed, fields: {} });
    const sharing = ShareResponseSchema.parse(await created.json()).cart.meta.sharing;
    const read = await getPath(`/api/backend/cart/share/${sharing?.id}`);
    const text = await read.text();
    for (const secret of [order.orderId, order.commitHash, orderToken, scrive.id]) expect(text).not.toContain(secret);
    const shared = ShareReadResponseSchema.parse(JSON.parse(text)).cart;
    expect(shared.meta).toMatchObject({ committedAt: null, commitHash: null, scrive: null });
    const stored = await env.DB.prepare('SELECT cart_json FROM booking_share WHERE id = ?1').bind(sharing?.id).first<{ cart_json: string }>();
    for (const secret of [order.orderId, order.commitHash, orderToken]) expect(stored?.cart_json).not.toContain(secret);
  });

  test('committing a shared cart again does not hand over the order: 409 without its id or token', async () => {
    const { cart, order, orderToken } = await victimOrder();
    // The share's holder has the same cart and commits it, with or without a token of their own.
    for (const attempt of [cart, { ...cart, meta: { ...cart.meta, orderToken: token() } }]) {
      // The order is unsigned: the answer says the booking waits for its signature, and nothing more.
      const text = await expectRefused(await postJson('/api/backend/cart/commit', attempt), 409, 'order_awaiting_signature');
      expect(text).not.toContain(order.orderId);
      expect(text).not.toContain(orderToken);
    }
  });

  test('a commit retried after a time-out, with the same token, finds its order again with its token', async () => {
    const { cart, order, orderToken } = await victimOrder();
    const retried = await postJson('/api/backend/cart/commit', { ...cart, meta: { ...cart.meta, orderToken } });
    expect(retried.status).toBe(200);
    expect(CommitResponseSchema.parse(await retried.json())).toMatchObject({
      orderId: order.orderId,
      commitHash: order.commitHash,
      orderToken,
    });
  });
});

/** A remote booking back end that answers every commit with a new order id, as a real one does. */
function remoteBackend() {
  let seq = 0;
  const app = new Hono().basePath('/api');
  const run = crypto.getRandomValues(new Uint32Array(1))[0]! % 900_000;
  app.post('/cart/commit', (c) => {
    seq += 1;
    const orderId = `FEI-2098-${String(run * 10 + seq).padStart(7, '0')}`;
    return c.json({ status: 'committed', orderId, committedAt: Date.now(), commitHash: 'e'.repeat(64) });
  });
  return async (request: Request) => app.fetch(request);
}

describe('V4: the remote back end behind Scrive', () => {
  const scrive = createFakeScrive(upstreamSwitch());
  const scriveCalls: string[] = [];
  const app = createApp({
    config: parseConfig({ BACKEND_URL: 'https://booking.v4.test/api/', SCRIVE_API_URL: SCRIVE_URL, SCRIVE_API_TOKEN: SCRIVE_TOKEN }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: {
      backend: { fetch: remoteBackend() },
      signing: {
        fetch: (request) => {
          scriveCalls.push(new URL(request.url).pathname);
          return scrive.fetch(request);
        },
      },
    },
  });
  const send = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.fetch(
      new Request(`https://site.example${path}`, {
        ...(body === undefined
          ? { headers }
          : { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) }),
      }),
      env,
    );

  test('a guessed order id and any hash get no Scrive document, and Scrive is never called', async () => {
    const before = scriveCalls.length;
    await expectRefused(await send('/api/docs/create', { orderId: 'FEI-2026-000042', commitHash: 'a'.repeat(64) }), 400, 'invalid_body');
    await expectRefused(
      await send('/api/docs/create', { orderId: 'FEI-2026-000042', commitHash: 'a'.repeat(64), orderToken: token() }),
      404,
      'order_not_found',
    );
    expect(scriveCalls.length).toBe(before);
  });

  test('another customer’s signing link is not handed out once their document exists', async () => {
    const orderToken = token();
    const cart = ownCart();
    const committed = CommitResponseSchema.parse(
      await (await send('/api/backend/cart/commit', { ...cart, meta: { ...cart.meta, orderToken } })).json(),
    );
    expect(committed.orderToken).toBe(orderToken);
    const request = { orderId: committed.orderId, commitHash: committed.commitHash };
    const mine = await send('/api/docs/create', { ...request, orderToken });
    expect(mine.status, await mine.clone().text()).toBe(201);
    const document = SigningDocumentResponseSchema.parse(await mine.json());

    const text = await expectRefused(await send('/api/docs/create', { ...request, orderToken: token() }), 404, 'order_not_found');
    expect(text).not.toContain(document.url ?? 'no url');
    await expectRefused(await send(`/api/docs/${document.id}`), 401, 'order_token_required');
    await expectRefused(await send(`/api/docs/${document.id}`, undefined, { 'X-Order-Token': token() }), 404, 'not_found');
    const status = await send(`/api/docs/${document.id}`, undefined, { 'X-Order-Token': orderToken });
    expect(await status.json()).toMatchObject({ id: document.id, orderId: committed.orderId, status: 'pending' });
  });

  test('the application of an order the remote back end made is not submitted on its id alone', async () => {
    const path = `/api/application/v4r-${unique()}/submit`;
    const key = { 'X-Application-Key': 'c'.repeat(64) };
    await expectRefused(await send(path, { orderId: 'FEI-2026-000042', commitHash: 'a'.repeat(64) }, key), 400, 'invalid_body');
    await expectRefused(
      await send(path, { orderId: 'FEI-2026-000042', commitHash: 'a'.repeat(64), orderToken: token() }, key),
      404,
      'order_not_found',
    );
  });
});
