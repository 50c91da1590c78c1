import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { CartTotalsSchema } from '../../shared/schemas/cart-totals';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import { appAt } from '../worker/fakes/app-on-clock';
import { completeCart } from '../worker/fakes/booking-carts';
import { event, eventInsert, loadFakeCatalogue, SETUP_TIMEOUT_MS, unique } from '../worker/fakes/booking-catalogue';

// V11 business logic: an outsider cannot hold every seat for good by committing orders they never
// sign (an unsigned order of the embedded back end holds its seats for SEAT_HOLD_MINUTES, 30 by
// default, then gives them back and can no longer be signed), and cannot price, check or book an
// event that is not published. The clock is passed in: nothing here waits.

const MINUTE = 60_000;
/** Events of their own, in an id range no other test file uses. */
const ONE_SEAT = event(9_100_061, { seats: 1, key: 'course-sec-hold-a' });
const ONE_SEAT_TOO = event(9_100_062, { seats: 1, key: 'course-sec-hold-b' });
const UNPUBLISHED = event(9_100_063, { key: 'course-sec-unpublished' });

/** The `name=value` of the cookie an answer sets (the signing page's order token). */
const cookieOf = (response: Response) => (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const token = () => crypto.randomUUID().replaceAll('-', '');

function cartFor(target: typeof ONE_SEAT, who = unique()) {
  const cart = completeCart({
    lines: [{ event: target, emails: [`v11-${who}@example.se`] }],
    customerId: `557${who}`,
    contactEmail: `v11c-${who}@example.se`,
  });
  return { ...cart, meta: { ...cart.meta, orderToken: token() } };
}

async function seatsLeft(send: ReturnType<typeof appAt>, target: typeof ONE_SEAT) {
  const response = await send('/api/backend/cart/price', json({ items: [{ id: target.id, type: target.type, participantCount: 1 }] }));
  if (response.status !== 200) return ApiErrorSchema.parse(await response.json());
  return CartTotalsSchema.parse(await response.json()).items[0]?.seatsLeft;
}

beforeAll(async () => {
  await loadFakeCatalogue();
  await env.DB.batch([
    eventInsert(env.DB, ONE_SEAT),
    eventInsert(env.DB, ONE_SEAT_TOO),
    eventInsert(env.DB, UNPUBLISHED),
    env.DB.prepare(
      `INSERT OR REPLACE INTO content_item (id, type, language, slug, translation_key, title, updated_at, data_json, published)
       VALUES (9200063, 'course', 'sv', 'test-course-sec-unpublished', 'course-sec-unpublished', 'Opublicerad', '2026-01-01T00:00:00Z', '{}', 0)`,
    ),
  ]);
}, SETUP_TIMEOUT_MS);

describe('V11: an unsigned order holds its seats for a while, not for ever', () => {
  test('the last seat taken by an unsigned order comes back after 30 minutes, and another visitor can book it', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    const first = await send('/api/backend/cart/commit', json(cartFor(ONE_SEAT)));
    expect(first.status, await first.clone().text()).toBe(200);
    const order = CommitResponseSchema.parse(await first.json());
    expect(order.holdExpiresAt).toBe(order.committedAt + 30 * MINUTE);

    const blocked = await send('/api/backend/cart/commit', json(cartFor(ONE_SEAT)));
    expect(blocked.status).toBe(409);
    // A full event is closed for booking.
    expect(ApiErrorSchema.parse(await blocked.json()).statusMessage).toBe('event_closed');
    expect(await seatsLeft(send, ONE_SEAT)).toMatchObject({ statusMessage: 'event_closed' });

    clock.now += 29 * MINUTE;
    expect((await send('/api/backend/cart/commit', json(cartFor(ONE_SEAT)))).status).toBe(409);

    clock.now += 2 * MINUTE;
    expect(await seatsLeft(send, ONE_SEAT)).toBe(1);
    const second = await send('/api/backend/cart/commit', json(cartFor(ONE_SEAT)));
    expect(second.status, await second.clone().text()).toBe(200);
  });

  test('after its hold the order can no longer be signed: the signing page says so and offers to book again, in both languages', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    const cart = cartFor(ONE_SEAT_TOO);
    const order = CommitResponseSchema.parse(await (await send('/api/backend/cart/commit', json(cart))).json());
    const created = await send(
      '/api/docs/create',
      json({ orderId: order.orderId, commitHash: order.commitHash, orderToken: cart.meta.orderToken }),
    );
    const document = SigningDocumentResponseSchema.parse(await created.json());
    // The browser that created the document carries the order's token to its page in a cookie.
    const Cookie = cookieOf(created);

    clock.now += 10 * MINUTE;
    const held = await (await send(`/sign/${document.id}?lang=en`, { headers: { Cookie } })).text();
    expect(held).toContain('Your seats are held for 20 more minutes.');

    clock.now += 21 * MINUTE;
    const form = new URLSearchParams({ name: 'Karin Lund', consent: 'yes', lang: 'sv' });
    const signed = await send(`/sign/${document.id}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie },
    });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('Location')).toBe(`/sign/${document.id}?lang=sv`);
    const row = await env.DB.prepare('SELECT status FROM signing_document WHERE id = ?1').bind(document.id).first<{ status: string }>();
    expect(row?.status).toBe('pending');

    const sv = await (await send(`/sign/${document.id}?lang=sv`, { headers: { Cookie } })).text();
    expect(sv).toContain('Tiden för att signera har gått ut och platserna har släppts.');
    expect(sv).toContain('Boka igen');
    expect(sv).not.toContain('name="consent"');
    const en = await (await send(`/sign/${document.id}?lang=en`, { headers: { Cookie } })).text();
    expect(en).toContain('The time to sign has run out and the seats have been released.');
    expect(en).toContain('Book again');
  });

  test('a signed order keeps its seats after the hold', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    const target = event(9_100_064, { seats: 1, key: 'course-sec-hold-c' });
    await eventInsert(env.DB, target).run();
    const cart = cartFor(target);
    const order = CommitResponseSchema.parse(await (await send('/api/backend/cart/commit', json(cart))).json());
    const created = await send(
      '/api/docs/create',
      json({ orderId: order.orderId, commitHash: order.commitHash, orderToken: cart.meta.orderToken }),
    );
    const document = SigningDocumentResponseSchema.parse(await created.json());
    const form = new URLSearchParams({ name: 'Karin Lund', consent: 'yes', lang: 'sv' });
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookieOf(created) };
    expect((await send(`/sign/${document.id}`, { method: 'POST', body: form, redirect: 'manual', headers })).status).toBe(303);
    clock.now += 60 * MINUTE;
    expect(await seatsLeft(send, target)).toMatchObject({ statusMessage: 'event_closed' });
    expect((await send('/api/backend/cart/commit', json(cartFor(target)))).status).toBe(409);
  });
});

describe('V11: unpublished is unpublished', () => {
  test('an event of an unpublished course has no price, no open check and cannot be committed', async () => {
    const send = appAt({ now: Date.now() });
    const price = await send('/api/backend/cart/price', json({ items: [{ id: UNPUBLISHED.id, type: 'courseEvent', participantCount: 1 }] }));
    expect(price.status).toBe(404);
    expect(ApiErrorSchema.parse(await price.json()).statusMessage).toBe('unknown_item');
    expect((await send(`/api/backend/event/course/${UNPUBLISHED.id}`)).status).toBe(404);
    const commit = await send('/api/backend/cart/commit', json(cartFor(UNPUBLISHED)));
    expect(commit.status).toBe(404);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM booking_line WHERE event_id = ?1').bind(UNPUBLISHED.id).first('n')).toBe(0);
  });
});

describe('V11: the same booking sent again', () => {
  test('while the first waits for its signature is refused as awaiting it; once its hold and the cool-down ran out it is booked anew', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    const target = event(9_100_065, { seats: 5, key: 'course-sec-again' });
    await eventInsert(env.DB, target).run();
    const first = cartFor(target);
    expect((await send('/api/backend/cart/commit', json(first))).status).toBe(200);
    // Another cart (another browser) with the same customer, people and event.
    const again = { ...first, additionalInformation: 'Igen', meta: { ...first.meta, orderToken: token() } };
    const refused = await send('/api/backend/cart/commit', json(again));
    expect(refused.status).toBe(409);
    expect(ApiErrorSchema.parse(await refused.json()).statusMessage).toBe('order_awaiting_signature');
    // Once the hold ran out, the same customer waits out the booking policy's cool-down (15 minutes).
    clock.now += 31 * MINUTE;
    const cooling = await send('/api/backend/cart/commit', json(again));
    expect(cooling.status).toBe(429);
    expect(ApiErrorSchema.parse(await cooling.json()).statusMessage).toBe('hold_cooling_down');
    clock.now += 15 * MINUTE;
    const booked = await send('/api/backend/cart/commit', json(again));
    expect(booked.status, await booked.clone().text()).toBe(200);
    expect(CommitResponseSchema.parse(await booked.json()).orderToken).toBe(again.meta.orderToken);
  });
});

describe('V11: a stranger’s e-mail', () => {
  test('committed by someone else blocks that person only while the hold runs, and the 409 names no one', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    const target = event(9_100_066, { seats: 5, key: 'course-sec-stranger' });
    await eventInsert(env.DB, target).run();
    const stranger = `stranger-${unique()}@example.se`;
    const attacker = completeCart({
      lines: [{ event: target, emails: [stranger] }],
      customerId: `558${unique()}`,
      contactEmail: `x-${unique()}@example.se`,
    });
    expect((await send('/api/backend/cart/commit', json(attacker))).status).toBe(200);

    const own = completeCart({ lines: [{ event: target, emails: [stranger] }], customerId: `559${unique()}`, contactEmail: stranger });
    const blocked = await send('/api/backend/cart/commit', json(own));
    expect(blocked.status).toBe(409);
    const text = await blocked.text();
    expect(ApiErrorSchema.parse(JSON.parse(text)).statusMessage).toBe('participant_already_booked');
    // The answer tells nothing the stranger did not type: no other order, customer or contact.
    expect(text).not.toMatch(/FEI-\d{4}/);
    expect(text).not.toContain(attacker.customer.identificationNumber);
    expect(text).not.toContain(attacker.contactPerson.email);

    clock.now += 31 * MINUTE;
    const booked = await send('/api/backend/cart/commit', json(own));
    expect(booked.status, await booked.clone().text()).toBe(200);
  });
});
