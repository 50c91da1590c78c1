import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { CommitResponseSchema, type CommitResponse } from '../../shared/schemas/commit';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import { formatDateRange } from '../../shared/calendar/date-format';
import { formatPrice } from '../../shared/pricing/price-format';
import { EVENTS, fakeEventDay, getPath, loadFakeCatalogue, postJson, SETUP_TIMEOUT_MS, unique } from './fakes/booking-catalogue';
import { completeCart } from './fakes/booking-carts';

/** A committed order of its own: one participant on commitB with a customer nobody else uses, its place as the browser keeps it. */
async function commitOrder(): Promise<CommitResponse> {
  const id = unique();
  const cart = {
    ...completeCart({
      lines: [{ event: EVENTS.commitB, emails: [`sign-${id}@example.se`] }],
      customerId: `559${id}`,
      contactEmail: `sc-${id}@example.se`,
    }),
    locationOptions: { [String(EVENTS.commitB.id)]: ['Stockholm'] },
  };
  const response = await postJson('/api/backend/cart/commit', cart);
  expect(response.status, await response.clone().text()).toBe(200);
  return CommitResponseSchema.parse(await response.json());
}

const createDoc = (body: unknown, headers?: Record<string, string>) => postJson('/api/docs/create', body, headers);

async function expectError(response: Response, status: number, statusMessage: string) {
  expect(response.status).toBe(status);
  expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: status, statusMessage });
}

/** The cookie `/api/docs/create` set for each document's signing page, by document id. */
const signingCookies = new Map<string, string>();
const cookieOf = (url: string) => signingCookies.get(/\/sign\/([^/?]+)/.exec(url)?.[1] ?? '') ?? '';

/** The signing page as the browser that created the document opens it (with its cookie). */
const signingPage = (url: string) => getPath(url, { headers: { Cookie: cookieOf(url) } });

const signForm = (id: string, fields: Record<string, string>, cookie = cookieOf(`/sign/${id}`)) =>
  getPath(`/sign/${id}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  });

const orderStatus = async (orderId: string) => {
  const seq = Number(orderId.split('-')[2]);
  return (await env.DB.prepare('SELECT status, signed_at FROM booking_order WHERE seq = ?1')
    .bind(seq)
    .first<{ status: string; signed_at: number | null }>())!;
};

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('POST /api/docs/create with good input', () => {
  test('a committed order gets a signing document on the local signing page', async () => {
    const order = await commitOrder();
    const response = await createDoc({ orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken });
    expect(response.status).toBe(201);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const document = SigningDocumentResponseSchema.parse(await response.json());
    expect(document).toMatchObject({ deliveryMethod: 'embedded', title: order.orderId });
    expect(document.id).toMatch(/^[0-9a-f]{32}$/);
    expect(document.url).toBe(`/sign/${document.id}`);
  });

  test('creating the document again for the same order answers the same document', async () => {
    const order = await commitOrder();
    const first = await (await createDoc({ orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken })).json();
    const again = await (await createDoc({ orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken })).json();
    expect(again).toEqual(first);
  });
});

describe('POST /api/docs/create with bad input', () => {
  test('an order id that does not belong to the commit hash is not found', async () => {
    const order = await commitOrder();
    const other = await commitOrder();
    await expectError(
      await createDoc({ orderId: other.orderId, commitHash: order.commitHash, orderToken: other.orderToken }),
      404,
      'order_not_found',
    );
    await expectError(
      await createDoc({ orderId: 'FEI-2020-999999', commitHash: 'a'.repeat(64), orderToken: 'b'.repeat(32) }),
      404,
      'order_not_found',
    );
  });

  test('malformed, incomplete and wrongly typed bodies are refused with 4xx', async () => {
    await expectError(await createDoc('{"orderId":'), 400, 'invalid_json');
    await expectError(await createDoc({ orderId: 'FEI-2026-000001' }), 400, 'invalid_body');
    await expectError(await createDoc({ orderId: 'FEI-2026-000001', commitHash: 'not-a-hash' }), 400, 'invalid_body');
    await expectError(await createDoc({ orderId: '', commitHash: 'a'.repeat(64) }), 400, 'invalid_body');
    await expectError(await createDoc({ orderId: 5, commitHash: 'a'.repeat(64) }), 400, 'invalid_body');
    await expectError(await createDoc([]), 400, 'invalid_body');
  });

  test('a body that is not JSON or too large is refused', async () => {
    await expectError(await createDoc('orderId=1', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, 'unsupported_media_type');
    await expectError(await createDoc({ orderId: 'x'.repeat(10_000), commitHash: 'a'.repeat(64) }), 413, 'body_too_large');
  });

  test('other methods are not allowed', async () => {
    await expectError(await getPath('/api/docs/create'), 405, 'method_not_allowed');
  });
});

describe('the local signing page', () => {
  async function documentFor(order: CommitResponse) {
    const response = await createDoc({ orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken });
    const document = SigningDocumentResponseSchema.parse(await response.json());
    const cookie = response.headers.get('Set-Cookie') ?? '';
    // Only the page's own path gets the token, never script (HttpOnly).
    expect(cookie).toContain(`Path=/sign/${document.id}`);
    expect(cookie).toContain('HttpOnly');
    signingCookies.set(document.id!, cookie.split(';')[0]!);
    return document;
  }

  test('shows the order and a form, then signing marks the order signed and leads to the status page', async () => {
    const order = await commitOrder();
    const document = await documentFor(order);
    const page = await signingPage(document.url!);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(order.orderId);
    expect(html).toContain('<label for="signatory-name">');
    expect((await orderStatus(order.orderId)).status).toBe('committed');

    const signed = await signForm(document.id!, { name: 'Karin Lund', consent: 'yes', lang: 'sv' });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('Location')).toBe(`/checkout/status?document=${document.id}`);
    const stored = await orderStatus(order.orderId);
    expect(stored.status).toBe('signed');
    expect(stored.signed_at).toBeGreaterThan(0);

    const status = await getPath(`/api/docs/${document.id}`, { headers: { 'X-Order-Token': order.orderToken! } });
    expect(await status.json()).toMatchObject({ id: document.id, orderId: order.orderId, status: 'signed' });
    expect(await (await signingPage(document.url!)).text()).toContain('Avtalet är redan signerat.');
  });

  test('signing in English leads to the English status page', async () => {
    const document = await documentFor(await commitOrder());
    const english = await signingPage(`${document.url}?lang=en`);
    expect(await english.text()).toContain('Sign your booking');
    const signed = await signForm(document.id!, { name: 'Karin Lund', consent: 'yes', lang: 'en' });
    expect(signed.headers.get('Location')).toBe(`/en/checkout/status?document=${document.id}`);
  });

  test('the signing page is a document without any script that shows days, place and the total as the rest of the site does', async () => {
    const order = await commitOrder();
    const document = await documentFor(order);
    const day = fakeEventDay(EVENTS.commitB.startInDays);
    for (const language of ['sv', 'en'] as const) {
      const html = await (await signingPage(`${document.url}?lang=${language}`)).text();
      expect(html).toMatch(/^<!DOCTYPE html><html lang="/);
      expect(html).toContain(`<html lang="${language}">`);
      // A plain form: nothing to hydrate, so nothing for the browser to run.
      expect(html).not.toMatch(/<script\b/);
      expect(html).not.toContain('modulepreload');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(language === 'sv' ? '<title>Signera avtal | ' : '<title>Sign the agreement | ');
      // One event of 10 000 kr for one participant, with 25 % VAT.
      expect(html).toContain(formatPrice(12_500, 'sek', language));
      // The event's days, then its place (issue 49, item 3).
      expect(html).toContain(`${formatDateRange(day, day, language)} · Stockholm`);
      expect(html).not.toContain(day);
      expect(html).toContain(language === 'sv' ? '1 deltagare' : '1 participant<');
    }
  });

  test('a form without a name or without consent signs nothing and shows the error, with the name as typed', async () => {
    const order = await commitOrder();
    const document = await documentFor(order);
    for (const fields of [
      { name: 'Karin', lang: 'sv' } as Record<string, string>,
      { name: ' ', consent: 'yes', lang: 'sv' },
      { name: 'x'.repeat(201), consent: 'yes', lang: 'sv' },
    ]) {
      // The page again, saying why, with the name as typed so it need not be typed twice.
      const response = await signForm(document.id!, fields);
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('role="alert"');
      expect(page).toContain(`value="${fields.name!.slice(0, 200)}"`);
    }
    expect((await orderStatus(order.orderId)).status).toBe('committed');
    const status = await getPath(`/api/docs/${document.id}`, { headers: { 'X-Order-Token': order.orderToken! } });
    expect(await status.json()).toMatchObject({ status: 'pending' });
  });

  test('without its order’s token the signing page is a document that does not exist, and signs nothing', async () => {
    const order = await commitOrder();
    const document = await documentFor(order);
    const other = await documentFor(await commitOrder());
    for (const cookie of ['', signingCookies.get(other.id!)!, `fei_order_token=${'b'.repeat(32)}`]) {
      const page = await getPath(document.url!, { headers: { Cookie: cookie } });
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(order.orderId);
      expect((await signForm(document.id!, { name: 'Mallory', consent: 'yes', lang: 'sv' }, cookie)).status).toBe(404);
    }
    expect((await orderStatus(order.orderId)).status).toBe('committed');
  });

  test('the browser that holds the signing page learns from its status whether it is signed, with nothing of the booking, and no one else learns anything', async () => {
    const order = await commitOrder();
    const document = await documentFor(order);
    const status = (cookie = cookieOf(document.url!)) => getPath(`/sign/${document.id}/status`, { headers: { Cookie: cookie } });
    const pending = await status();
    expect(pending.status).toBe(200);
    expect(pending.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await pending.json()).toEqual({ status: 'pending', signedAt: null });

    await signForm(document.id!, { name: 'Karin Lund', consent: 'yes', lang: 'en' });
    const signed = await status();
    const text = await signed.text();
    // What the status page may show to a signatory who is not the booker: signed, and when.
    expect(JSON.parse(text)).toEqual({ status: 'signed', signedAt: expect.any(Number) });
    for (const secret of [order.orderId, order.orderToken!, 'Karin']) expect(text).not.toContain(secret);

    const other = await documentFor(await commitOrder());
    for (const cookie of ['', signingCookies.get(other.id!)!, `fei_order_token=${'b'.repeat(32)}`]) {
      await expectError(await status(cookie), 404, 'not_found');
    }
    await expectError(await getPath('/sign/bad%20id/status', { headers: { Cookie: cookieOf(document.url!) } }), 404, 'not_found');
  });

  test('an unknown or malformed document answers 404', async () => {
    expect((await getPath(`/sign/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await getPath('/sign/..%2F..%2Fetc')).status).toBe(404);
    expect((await signForm('0'.repeat(32), { name: 'A', consent: 'yes' })).status).toBe(404);
    await expectError(await getPath(`/api/docs/${'0'.repeat(32)}`, { headers: { 'X-Order-Token': 'b'.repeat(32) } }), 404, 'not_found');
    await expectError(await getPath('/api/docs/bad%20id'), 400, 'invalid_body');
  });
});
