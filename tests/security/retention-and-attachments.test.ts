import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { toHex } from '../../shared/encoding/to-hex';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { DAY_MS } from '../../shared/retention/lifetime';
import { ShareResponseSchema } from '../../shared/schemas/share';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createEmbeddedAttachments } from '../../worker/adapters/attachments/embedded';
import { createApp } from '../../worker/app';
import { MAX_APPLICATION_BYTES, MAX_ATTACHMENTS } from '../../worker/attachment-files';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { EVENTS, SETUP_TIMEOUT_MS, getPath, loadFakeCatalogue, unique } from '../worker/fakes/booking-catalogue';
import { completeCart } from '../worker/fakes/booking-carts';

// Attacks on storage: an attacker fills one applicant's space past its bounds, with concurrent
// uploads racing a count check; shares and the files of applications never sent (personal data)
// stay for ever. Defences: an atomic per-application bound on files and bytes; a lifetime on each,
// applied whenever they are read. The clock is passed in, nothing waits.

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a];
const pdf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PDF);
  return new File([bytes], 'cv.pdf', { type: 'application/pdf' });
};

function applicant() {
  const cartId = `att-${unique()}`;
  const key = toHex(crypto.getRandomValues(new Uint8Array(32)));
  const upload = (file: File) =>
    getPath(`/api/application/${cartId}/attachments`, {
      method: 'POST',
      body: file,
      headers: {
        'X-Application-Key': key,
        'Content-Type': file.type,
        'Content-Length': String(file.size),
        'X-File-Name': encodeURIComponent(file.name),
      },
    });
  const listed = async () =>
    (
      (await (await getPath(`/api/application/${cartId}/attachments`, { headers: { 'X-Application-Key': key } })).json()) as {
        attachments: unknown[];
      }
    ).attachments.length;
  const remove = (id: string) =>
    getPath(`/api/application/${cartId}/attachments/${id}`, { method: 'DELETE', headers: { 'X-Application-Key': key } });
  /** The space's count and bytes as D1 holds them (the bounds the next upload is checked against). */
  const space = async () => {
    const digest = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))));
    return env.DB.prepare('SELECT files, bytes FROM attachment_space WHERE prefix = ?1')
      .bind(`applications/${cartId}/${digest}/`)
      .first<{ files: number; bytes: number }>();
  };
  return { upload, listed, remove, space };
}

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('an applicant space is bounded', () => {
  test(`concurrent uploads cannot pass ${MAX_ATTACHMENTS} files: exactly that many are stored, the rest answer 409`, async () => {
    const { upload, listed } = applicant();
    const answers = await Promise.all(Array.from({ length: MAX_ATTACHMENTS + 5 }, () => upload(pdf(2048))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ATTACHMENTS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(ApiErrorSchema.parse(await refused.json()).statusMessage).toBe('too_many_attachments');
    expect(await listed()).toBe(MAX_ATTACHMENTS);
  }, 120_000);

  test('concurrent deletes of one file give its room back once: one is 204, the others 404, and the bounds still hold', async () => {
    const { upload, listed, remove, space } = applicant();
    const first = (await (await upload(pdf(3000))).json()) as { id: string };
    expect((await upload(pdf(2000))).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 8 }, () => remove(first.id)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([204, 404, 404, 404, 404, 404, 404, 404]);
    // Seven extra releases used to leave the space at 0 files and 0 bytes while it held one.
    expect(await space()).toEqual({ files: 1, bytes: 2000 });
    const more = await Promise.all(Array.from({ length: MAX_ATTACHMENTS }, () => upload(pdf(2048))));
    expect(more.filter((answer) => answer.status === 201)).toHaveLength(MAX_ATTACHMENTS - 1);
    expect(await listed()).toBe(MAX_ATTACHMENTS);
  }, 120_000);

  test('files that fit one by one cannot pass the bytes bound together', async () => {
    const { upload, listed } = applicant();
    const size = 8 * 1024 * 1024;
    const fits = Math.floor(MAX_APPLICATION_BYTES / size);
    for (let i = 0; i < fits; i++) expect((await upload(pdf(size))).status).toBe(201);
    const over = await upload(pdf(size));
    expect(over.status).toBe(409);
    expect(ApiErrorSchema.parse(await over.json()).statusMessage).toBe('too_many_attachments');
    expect(await listed()).toBe(fits);
  }, 120_000);
});

describe('what visitors leave expires', () => {
  test('a share is gone after SHARE_LIFETIME_DAYS without a change, for reading and for updating', async () => {
    let clock = Date.now();
    const site = createApp({
      config: parseConfig({ SHARE_LIFETIME_DAYS: '30' }),
      renderer: { ...createPageRenderer(), Document },
      build: buildInfo,
      adapters: { backend: { now: () => clock } },
    });
    const call = (path: string, init?: RequestInit) => site.fetch(new Request(`http://localhost${path}`, init), env);
    const cart = completeCart({
      lines: [{ event: EVENTS.shareA, emails: [`exp-${unique()}@example.se`] }],
      customerId: unique(),
      contactEmail: 'k@example.se',
    });
    const made = await call('/api/backend/cart/share', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cart, fields: {} }),
    });
    expect(made.status).toBe(201);
    const { id, editKey } = ShareResponseSchema.parse(await made.json()).cart.meta.sharing;
    clock += 30 * DAY_MS - 1;
    expect((await call(`/api/backend/cart/share/${id}`)).status).toBe(200);
    clock += 1;
    const gone = await call(`/api/backend/cart/share/${id}`);
    expect(gone.status).toBe(404);
    expect(ApiErrorSchema.parse(await gone.json()).statusMessage).toBe('share_not_found');
    const update = await call('/api/backend/cart/share', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cart, fields: {}, id, editKey }),
    });
    expect(update.status).toBe(404);
  });

  test('the files of an application never sent are gone after their lifetime, a sent one keeps them', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const port = createEmbeddedAttachments(env.ATTACHMENTS, env.DB, { lifetimeDays: 14, now: () => clock });
    const unsent = await port.application(`exp-${unique()}`, toHex(crypto.getRandomValues(new Uint8Array(32))));
    const sent = await port.application(`exp-${unique()}`, toHex(crypto.getRandomValues(new Uint8Array(32))));
    const file = pdf(1024);
    // The port stores a stream of known length, as the upload route hands it one.
    const body = () => {
      const { readable, writable } = new FixedLengthStream(file.size);
      void file.stream().pipeTo(writable);
      return readable;
    };
    expect(await unsent.add('cv.pdf', 'application/pdf', body(), file.size, clock)).toHaveProperty('id');
    expect(await sent.add('cv.pdf', 'application/pdf', body(), file.size, clock)).toHaveProperty('id');
    await sent.submit('cart', 'order-1', clock);
    clock += 14 * DAY_MS - 1;
    expect(await unsent.list()).toHaveLength(1);
    clock += 1;
    expect(await unsent.list()).toHaveLength(0);
    expect(await sent.list()).toHaveLength(1);
    // Its room is given back: a full space of expired files takes new ones again.
    for (let i = 0; i < MAX_ATTACHMENTS; i++)
      expect(await unsent.add('cv.pdf', 'application/pdf', body(), file.size, clock)).toHaveProperty('id');
  });
});
