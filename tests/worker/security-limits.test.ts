import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { toHex } from '../../shared/encoding/to-hex';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { ShareReadResponseSchema, ShareResponseSchema } from '../../shared/schemas/share';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { MAX_ATTACHMENT_BYTES } from '../../shared/application/attachment';
import { SUBMIT_BODY_LIMIT } from '../../worker/routes/api-application';
import { DEFAULT_CART_BODY_LIMIT } from '../../shared/cart/cart-body-size';
import { PRICE_BODY_LIMIT } from '../../worker/routes/api-backend';
import { DOCS_BODY_LIMIT } from '../../worker/routes/api-docs';
import { EVENTS, getPath, loadFakeCatalogue, postJson, SETUP_TIMEOUT_MS, unique } from './fakes/booking-catalogue';
import { completeCart } from './fakes/booking-carts';

// Security: shares cannot be changed without their edit key and their ids and keys are
// unguessable; bodies over the size limits and uploads of the wrong type or size are refused
// before anything is stored, whether or not the client declares the length.

const HEX64 = /^[0-9a-f]{64}$/;
const cart = () =>
  completeCart({
    lines: [{ event: EVENTS.shareA, emails: [`sec-${unique()}@example.se`] }],
    customerId: unique(),
    contactEmail: 'k@example.se',
  });

async function expectError(response: Response, status: number, statusMessage?: string) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  const body = ApiErrorSchema.parse(JSON.parse(text));
  expect(body.statusCode).toBe(status);
  if (statusMessage) expect(body.statusMessage).toBe(statusMessage);
}

async function createShare(fields: Record<string, string> = {}) {
  const response = await postJson('/api/backend/cart/share', { cart: cart(), fields });
  expect(response.status, await response.clone().text()).toBe(201);
  return ShareResponseSchema.parse(await response.json()).cart.meta.sharing;
}

async function readShare(id: string) {
  return ShareReadResponseSchema.parse(await (await getPath(`/api/backend/cart/share/${id}`)).json());
}

/** A body of `size` bytes that arrives as a stream, so the worker cannot know its length up front. */
function streamed(size: number, prefix = '{"items":[],"pad":"'): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(prefix));
      sent += prefix.length;
    },
    pull(controller) {
      if (sent >= size) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

const storedOrders = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM booking_order').first<{ n: number }>())?.n ?? -1;

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('shares', () => {
  test('50 created shares have distinct 64-hex ids and edit keys, none equal to another or derived from the cart', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const { id, editKey } = await createShare();
      expect(id).toMatch(HEX64);
      expect(editKey).toMatch(HEX64);
      seen.add(id);
      seen.add(editKey!);
    }
    expect(seen.size).toBe(100);
    // Unguessable: across 100 values of 64 hex digits every digit shows up in about equal measure.
    const digits = [...seen].join('');
    const counts = [...'0123456789abcdef'].map((digit) => digits.split(digit).length - 1);
    for (const count of counts) expect(count).toBeGreaterThan(6400 / 16 / 2);
  }, 120_000);

  test('no one changes a share without its edit key, however the request is put', async () => {
    const { id, editKey } = await createShare({ a: 'original' });
    const other = await createShare();
    const hijack = { ...cart(), additionalInformation: 'hijacked' };
    const attempts: Array<{ body: unknown; status: number }> = [
      { body: { cart: hijack, fields: { a: 'x' }, id, editKey: 'f'.repeat(64) }, status: 403 },
      { body: { cart: hijack, fields: { a: 'x' }, id, editKey: other.editKey }, status: 403 },
      { body: { cart: hijack, fields: { a: 'x' }, id, editKey: editKey!.toUpperCase() }, status: 400 },
      { body: { cart: hijack, fields: { a: 'x' }, id, editKey: editKey!.slice(0, 63) }, status: 400 },
      { body: { cart: hijack, fields: { a: 'x' }, id, editKey: '' }, status: 400 },
      { body: { cart: hijack, fields: { a: 'x' }, id, editKey: null }, status: 400 },
      { body: { cart: hijack, fields: { a: 'x' }, id }, status: 400 },
      { body: { cart: { ...hijack, meta: { ...hijack.meta, sharing: { id, editKey: 'f'.repeat(64) } } }, fields: { a: 'x' } }, status: 403 },
      { body: { cart: { ...hijack, meta: { ...hijack.meta, sharing: { id, editKey: other.editKey } } }, fields: { a: 'x' } }, status: 403 },
    ];
    for (const { body, status } of attempts) {
      const response = await postJson('/api/backend/cart/share', body);
      // A cart that names the share without a key may only ever create a new share.
      if (response.status === 201) {
        const created = ShareResponseSchema.parse(await response.json());
        expect(created.cart.meta.sharing.id).not.toBe(id);
      } else {
        await expectError(response, status);
      }
    }
    const stored = await readShare(id);
    expect(stored.fields).toEqual({ a: 'original' });
    expect(stored.cart.additionalInformation).not.toBe('hijacked');
  });

  test('a cart that names a share without an edit key creates a new share and leaves the named one alone', async () => {
    const { id } = await createShare({ a: 'original' });
    const hijack = { ...cart(), additionalInformation: 'hijacked' };
    const response = await postJson('/api/backend/cart/share', {
      cart: { ...hijack, meta: { ...hijack.meta, sharing: { id, editKey: null } } },
      fields: { a: 'x' },
    });
    expect(response.status).toBe(201);
    expect(ShareResponseSchema.parse(await response.json()).cart.meta.sharing.id).not.toBe(id);
    expect((await readShare(id)).fields).toEqual({ a: 'original' });
  });

  test('reading a share never answers its edit key', async () => {
    const { id, editKey } = await createShare();
    const text = await (await getPath(`/api/backend/cart/share/${id}`)).text();
    expect(text).not.toContain(editKey!);
  });
});

describe('body size limits', () => {
  const cases = [
    { path: '/api/backend/cart/price', limit: PRICE_BODY_LIMIT },
    { path: '/api/backend/cart/commit', limit: DEFAULT_CART_BODY_LIMIT },
    { path: '/api/backend/cart/share', limit: DEFAULT_CART_BODY_LIMIT },
    { path: '/api/docs/create', limit: DOCS_BODY_LIMIT },
    { path: '/api/application/some-cart/submit', limit: SUBMIT_BODY_LIMIT },
  ];
  const key = 'a'.repeat(64);

  for (const { path, limit } of cases) {
    test(`${path} refuses a body over ${limit} bytes with 413, declared or streamed, and stores nothing`, async () => {
      const before = await storedOrders();
      const big = JSON.stringify({ items: [], pad: 'x'.repeat(limit + 10) });
      await expectError(await postJson(path, big, { 'X-Application-Key': key }), 413, 'body_too_large');
      const stream = await getPath(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Application-Key': key },
        body: streamed(limit + 20 * 1024),
        // @ts-expect-error a streamed request body needs half duplex outside the Workers types
        duplex: 'half',
      });
      await expectError(stream, 413, 'body_too_large');
      expect(await storedOrders()).toBe(before);
    });
  }

  test('the signing form refuses a huge body instead of reading it', async () => {
    const response = await getPath('/sign/some-document', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `name=${'x'.repeat(2 * 1024 * 1024)}&consent=yes`,
    });
    expect(response.status).toBe(413);
    await response.arrayBuffer();
  });
});

test('the staff-token form refuses a huge body instead of reading it', async () => {
  const app = createApp({
    config: parseConfig({ PREVIEW_SECRET: 'preview-secret-for-tests-0123456789' }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
  });
  const response = await app.fetch(
    new Request('https://site.example/api/content/preview-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `secret=${'x'.repeat(2 * 1024 * 1024)}`,
    }),
    env,
  );
  await expectError(response, 413, 'body_too_large');
});

describe('uploads', () => {
  const cartId = `sec-${unique()}`;
  const key = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a];

  function file(name: string, head: number[], size: number, type: string): File {
    const bytes = new Uint8Array(size);
    bytes.set(head.slice(0, size));
    return new File([bytes], name, { type });
  }

  const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
    getPath(`/api/application/${cartId}/attachments`, { method: 'POST', body, headers: { 'X-Application-Key': key, ...headers } });

  // As the browser sends it: the file itself as the body, its name in X-File-Name (docs/decisions/028).
  const send = (attachment: File) =>
    upload(attachment, {
      'Content-Type': attachment.type,
      'Content-Length': String(attachment.size),
      'X-File-Name': encodeURIComponent(attachment.name),
    });

  const listed = async () =>
    (
      (await (await getPath(`/api/application/${cartId}/attachments`, { headers: { 'X-Application-Key': key } })).json()) as {
        attachments: unknown[];
      }
    ).attachments.length;

  test('files of the wrong type are refused with 415, whatever their name or declared type says', async () => {
    const wrong = [
      file('cv.exe', [0x4d, 0x5a, 0x90, 0x00], 2048, 'application/x-msdownload'),
      file('cv.pdf', [0x4d, 0x5a, 0x90, 0x00], 2048, 'application/pdf'),
      file('cv.html', [0x3c, 0x68, 0x74, 0x6d, 0x6c], 2048, 'text/html'),
      file('cv.svg', [0x3c, 0x73, 0x76, 0x67], 2048, 'image/svg+xml'),
      file('cv.png', PDF, 2048, 'image/png'),
      file('cv.pdf.js', PDF, 2048, 'application/pdf'),
    ];
    for (const attachment of wrong) await expectError(await send(attachment), 415, 'unsupported_file_type');
    expect(await listed()).toBe(0);
  });

  test('a file over the size limit is refused with 413', async () => {
    await expectError(await send(file('big.pdf', PDF, MAX_ATTACHMENT_BYTES + 1, 'application/pdf')), 413, 'file_too_large');
    expect(await listed()).toBe(0);
  }, 60_000);

  test('an upload as a multipart form, without its length or without its name is refused', async () => {
    const multipart = '--x\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n';
    const named = { 'Content-Length': String(multipart.length), 'X-File-Name': 'cv.pdf' };
    await expectError(await upload(multipart, { 'Content-Type': 'multipart/form-data; boundary=x', ...named }), 415, 'unsupported_media_type');
    await expectError(
      await upload(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('%PDF-1.4'));
            controller.close();
          },
        }),
        { 'Content-Type': 'application/pdf', 'X-File-Name': 'cv.pdf' },
      ),
      411,
      'length_required',
    );
    await expectError(
      await upload(new Uint8Array(PDF), { 'Content-Type': 'application/pdf', 'Content-Length': String(PDF.length) }),
      400,
      'invalid_file_name',
    );
    expect(await listed()).toBe(0);
  });

  test('a good PDF is accepted, so the refusals above are about the files', async () => {
    const response = await send(file('cv.pdf', PDF, 2048, 'application/pdf'));
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await listed()).toBe(1);
  });
});
