import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import { SigningDocumentResponseSchema } from '../../shared/schemas/signing-document';
import { appAt } from '../worker/fakes/app-on-clock';
import { completeCart } from '../worker/fakes/booking-carts';
import { event, eventInsert, type FakeEvent, loadFakeCatalogue, SETUP_TIMEOUT_MS, unique } from '../worker/fakes/booking-catalogue';

// V11 business logic, issue 48: one commit of 11 KB with made-up e-mails and no names took all 202
// free seats of 14 events at once; sent again when its hold ran out, it took them back at once; and
// one unsigned order with someone's e-mail under a made-up company refused that person's real
// employer on every event. The booking policy (shared/booking/booking-policy.ts) bounds what an
// unsigned order and a client may hold, the checkout's rules run on the server, a hold that ran
// out keeps its booker off for a while, and only signed orders say who belongs to which customer.
// The clock is passed in: nothing here waits.

const MINUTE = 60_000;
/** Events of their own, in an id range no other test file uses (9 100 070–9 100 089). */
const BIG = [0, 1, 2, 3].map((n) => event(9_100_070 + n, { seats: 50, key: `course-sec-policy-${n}` }));
const HOLDS = event(9_100_075, { seats: 50, key: 'course-sec-policy-holds' });
const COOL = event(9_100_076, { seats: 50, key: 'course-sec-policy-cool' });
const POOL = event(9_100_077, { seats: 50, key: 'course-sec-policy-pool' });
const VICTIM_A = event(9_100_078, { seats: 50, key: 'course-sec-policy-victim-a' });
const VICTIM_B = event(9_100_079, { seats: 50, key: 'course-sec-policy-victim-b' });
const HOLDS_LATER = event(9_100_080, { seats: 50, key: 'course-sec-policy-holds-later' });
const MIDNIGHT_HOLDS = event(9_100_081, { seats: 50, key: 'course-sec-policy-midnight-holds' });
const MIDNIGHT_COOL = event(9_100_082, { seats: 50, key: 'course-sec-policy-midnight-cool' });
const PRIVACY = event(9_100_083, { seats: 50, key: 'course-sec-policy-privacy' });

/** A POST of JSON from a client address (as Cloudflare's edge sets `CF-Connecting-IP`). */
const post = (body: unknown, client?: string): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...(client ? { 'CF-Connecting-IP': client } : {}) },
  body: JSON.stringify(body),
});
const token = () => crypto.randomUUID().replaceAll('-', '');
const withToken = (cart: CartOrder) => ({ ...cart, meta: { ...cart.meta, orderToken: token() } });

/** A complete cart of `count` made-up people on each event, as a company of its own. */
function cartOf(events: Array<[FakeEvent, number]>, who = unique()) {
  return withToken(
    completeCart({
      lines: events.map(([target, count]) => ({
        event: target,
        emails: Array.from({ length: count }, (_, index) => `p-${who}-${target.id}-${index}@example.se`),
      })),
      customerId: `556${who}`,
      contactEmail: `c-${who}@example.se`,
    }),
  );
}

async function refusal(response: Response) {
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), ...ApiErrorSchema.parse(await response.json()) };
}

const ordersOn = (target: FakeEvent) =>
  env.DB.prepare('SELECT COUNT(*) AS n FROM booking_line WHERE event_id = ?1').bind(target.id).first<number>('n');

beforeAll(async () => {
  await loadFakeCatalogue();
  await env.DB.batch(
    [...BIG, HOLDS, HOLDS_LATER, COOL, POOL, VICTIM_A, VICTIM_B, MIDNIGHT_HOLDS, MIDNIGHT_COOL, PRIVACY].map((target) =>
      eventInsert(env.DB, target),
    ),
  );
}, SETUP_TIMEOUT_MS);

describe('V11.P1: what one unsigned order may hold', () => {
  test('21 seats on one event, or 64 over four events, are refused with 422 order_too_large; nothing is held', async () => {
    const send = appAt({ now: Date.now() });
    const [a, b, c, d] = BIG as [FakeEvent, FakeEvent, FakeEvent, FakeEvent];
    const perEvent = await refusal(await send('/api/backend/cart/commit', post(cartOf([[a, 21]]))));
    expect(perEvent).toMatchObject({ status: 422, statusMessage: 'order_too_large', itemId: a.id });
    expect(perEvent.message).toContain('20 seats per event');
    const inAll = await refusal(
      await send(
        '/api/backend/cart/commit',
        post(
          cartOf([
            [a, 16],
            [b, 16],
            [c, 16],
            [d, 16],
          ]),
        ),
      ),
    );
    expect(inAll).toMatchObject({ status: 422, statusMessage: 'order_too_large' });
    expect(inAll.message).toContain('60 seats in all');
    expect(await ordersOn(a)).toBe(0);
  });

  test('(guard) a company booking a team of 20 on one event, and 60 places in all, is booked', async () => {
    const send = appAt({ now: Date.now() });
    const [a, b, c] = BIG as [FakeEvent, FakeEvent, FakeEvent];
    const team = await send(
      '/api/backend/cart/commit',
      post(
        cartOf([
          [a, 20],
          [b, 20],
          [c, 20],
        ]),
      ),
    );
    expect(team.status, await team.clone().text()).toBe(200);
  });
});

describe('V11.P2: unsigned orders one client holds at once', () => {
  test('a fourth unsigned order from one client (any address of its /64) is 429 too_many_unsigned_orders with Retry-After; another client books', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    for (let n = 1; n <= 3; n++) {
      const answer = await send('/api/backend/cart/commit', post(cartOf([[HOLDS, 1]]), `2001:db8:48:a::${n}`));
      expect(answer.status, await answer.clone().text()).toBe(200);
      clock.now += MINUTE;
    }
    const fourth = await refusal(await send('/api/backend/cart/commit', post(cartOf([[HOLDS, 1]]), '2001:db8:48:a::99')));
    expect(fourth).toMatchObject({ status: 429, statusMessage: 'too_many_unsigned_orders' });
    // The first of its orders gives its seats back 30 minutes after it was committed, 3 minutes ago.
    expect(fourth.retryAfter).toBe(String(27 * 60));
    const other = await send('/api/backend/cart/commit', post(cartOf([[HOLDS, 1]]), '2001:db8:48:b::1'));
    expect(other.status, await other.clone().text()).toBe(200);

    // Once the first hold ran out, the client may commit again (another event: the cool-down keeps it off this one).
    clock.now += 28 * MINUTE;
    const later = await send('/api/backend/cart/commit', post(cartOf([[HOLDS_LATER, 1]]), '2001:db8:48:a::99'));
    expect(later.status, await later.clone().text()).toBe(200);
  });

  test('one client sending ten commits at once holds three of them', async () => {
    const send = appAt({ now: Date.now() });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('/api/backend/cart/commit', post(cartOf([[HOLDS, 1]]), '198.51.100.48'))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
  });
});

describe('V11.P3: the checkout’s rules on the server', () => {
  test('participants assigned who are not in the participant pool (no names, no personal id numbers) are 422 checkout_incomplete', async () => {
    const send = appAt({ now: Date.now() });
    const cart = cartOf([[POOL, 3]]);
    // The attack of issue 48: e-mails made up in the assignment, nobody in the pool.
    const made = { ...cart, participantPool: [] };
    const refused = await refusal(await send('/api/backend/cart/commit', post(made)));
    expect(refused).toMatchObject({ status: 422, statusMessage: 'checkout_incomplete' });
    expect(refused.message).toContain(`assignedParticipants.${POOL.id} (not-in-pool)`);
    // One pool entry assigned to all three places is one person, not three.
    const first = cart.participantPool[0]?.email ?? '';
    const once = { ...cart, assignedParticipants: { [String(POOL.id)]: [first, first.toUpperCase(), first] } };
    expect(await refusal(await send('/api/backend/cart/commit', post(once)))).toMatchObject({
      status: 422,
      statusMessage: 'checkout_incomplete',
    });
    expect(await ordersOn(POOL)).toBe(0);
  });

  test('a pool entry without the personal id number its category asks, assigned with its e-mail in capitals, is 422 checkout_incomplete', async () => {
    const send = appAt({ now: Date.now() });
    const cart = cartOf([[POOL, 1]]);
    const [person] = cart.participantPool;
    if (!person) throw new Error('the cart has a participant');
    const unnamed = {
      ...cart,
      participantPool: [{ ...person, ssn: '' }],
      assignedParticipants: { [String(POOL.id)]: [person.email.toUpperCase()] },
    };
    const refused = await refusal(await send('/api/backend/cart/commit', post(unnamed)));
    expect(refused).toMatchObject({ status: 422, statusMessage: 'checkout_incomplete' });
    expect(refused.message).toContain('participantPool.0.ssn (required)');
  });
});

describe('V11.P4: a hold that ran out is not taken again at once', () => {
  test('the same body sent again when its hold ran out is 429 hold_cooling_down for 15 minutes, from any client; another customer books the seats', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    const cart = cartOf([[COOL, 20]]);
    expect((await send('/api/backend/cart/commit', post(cart, '203.0.113.48'))).status).toBe(200);
    clock.now += 31 * MINUTE;
    const again = await refusal(await send('/api/backend/cart/commit', post(cart, '203.0.113.48')));
    expect(again).toMatchObject({ status: 429, statusMessage: 'hold_cooling_down' });
    // The hold ended a minute ago: 14 minutes of the cool-down are left.
    expect(again.retryAfter).toBe(String(14 * 60));
    // The same customer from another client, and another customer's cart from the same client.
    expect((await refusal(await send('/api/backend/cart/commit', post(cart, '203.0.113.49')))).statusMessage).toBe('hold_cooling_down');
    expect((await refusal(await send('/api/backend/cart/commit', post(cartOf([[COOL, 1]]), '203.0.113.48')))).statusMessage).toBe(
      'hold_cooling_down',
    );
    const other = await send('/api/backend/cart/commit', post(cartOf([[COOL, 20]]), '203.0.113.50'));
    expect(other.status, await other.clone().text()).toBe(200);
    clock.now += 15 * MINUTE;
    const later = await send('/api/backend/cart/commit', post(cart, '203.0.113.48'));
    expect(later.status, await later.clone().text()).toBe(200);
  });
});

describe('V11.P5: who belongs to which customer is said by signed orders only', () => {
  test('an unsigned order with a stranger’s e-mail under a made-up company refuses not the stranger’s real employer; a signed one does', async () => {
    const clock = { now: Date.now() };
    const send = appAt(clock);
    const victim = `victim-${unique()}@example.se`;
    const attacker = completeCart({
      lines: [{ event: VICTIM_A, emails: [victim] }],
      customerId: `557${unique()}`,
      contactEmail: victim,
    });
    expect((await send('/api/backend/cart/commit', post(withToken(attacker)))).status).toBe(200);

    // The real employer books the person on another event, as participant and as contact person.
    const employer = withToken(
      completeCart({ lines: [{ event: VICTIM_B, emails: [victim] }], customerId: `558${unique()}`, contactEmail: victim }),
    );
    const booked = await send('/api/backend/cart/commit', post(employer));
    expect(booked.status, await booked.clone().text()).toBe(200);

    // (guard) Once the employer's order is signed, a third customer naming the same person is refused.
    const order = CommitResponseSchema.parse(await booked.json());
    const created = await send(
      '/api/docs/create',
      post({ orderId: order.orderId, commitHash: order.commitHash, orderToken: employer.meta.orderToken }),
    );
    const document = SigningDocumentResponseSchema.parse(await created.json());
    const Cookie = (created.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const form = new URLSearchParams({ name: 'Karin Lund', consent: 'yes', lang: 'sv' });
    const signed = await send(`/sign/${document.id}`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie },
    });
    expect(signed.status).toBe(303);
    const third = completeCart({
      lines: [{ event: VICTIM_A, emails: [`x-${unique()}@example.se`] }],
      customerId: `559${unique()}`,
      contactEmail: victim,
    });
    expect(await refusal(await send('/api/backend/cart/commit', post(withToken(third))))).toMatchObject({
      status: 409,
      statusMessage: 'contact_person_exists_with_different_customer',
    });
  });
});

// The policy's client was stored as its network (an IPv4 address, an IPv6 /64) in
// booking_order_client and booking_release: personal data, kept as long as an order. It is now
// HMAC-SHA256 of the network under the UTC day's random key (worker/ceilings/client-day.ts), and
// the checks compare the client's hash under every day key of their window, so a hold of 23:40 and
// a cool-down that runs past midnight still know their client after it.
describe('V11.P9: the policy knows its client by keyed hashes, across midnight, and stores no address', () => {
  const DAY = 24 * 60 * MINUTE;
  const nextMidnight = (Math.floor(Date.now() / DAY) + 1) * DAY;
  const dump = async () => ({
    clients: (await env.DB.prepare('SELECT * FROM booking_order_client').all<{ order_seq: number; client_key: string }>()).results,
    releases: (await env.DB.prepare('SELECT * FROM booking_release').all<{ client_key: string | null; event_id: number }>()).results,
  });

  test('three unsigned orders committed before midnight still count after it: the fourth, at 00:05, is 429 too_many_unsigned_orders', async () => {
    const clock = { now: nextMidnight - 20 * MINUTE };
    const send = appAt(clock);
    for (let n = 1; n <= 3; n++) {
      const answer = await send('/api/backend/cart/commit', post(cartOf([[MIDNIGHT_HOLDS, 1]]), `2001:db8:48:c::${n}`));
      expect(answer.status, await answer.clone().text()).toBe(200);
      clock.now += 5 * MINUTE;
    }
    clock.now = nextMidnight + 5 * MINUTE;
    const fourth = await refusal(await send('/api/backend/cart/commit', post(cartOf([[MIDNIGHT_HOLDS, 1]]), '2001:db8:48:c::99')));
    expect(fourth).toMatchObject({ status: 429, statusMessage: 'too_many_unsigned_orders' });
    // The first, of 23:40, gives its seats back at 00:10.
    expect(fourth.retryAfter).toBe(String(5 * 60));
    const other = await send('/api/backend/cart/commit', post(cartOf([[MIDNIGHT_HOLDS, 1]]), '2001:db8:48:d::1'));
    expect(other.status, await other.clone().text()).toBe(200);
  });

  test('a hold that ran out at 23:50 keeps its client off its event after midnight, with another customer’s cart too', async () => {
    const clock = { now: nextMidnight - 40 * MINUTE };
    const send = appAt(clock);
    expect((await send('/api/backend/cart/commit', post(cartOf([[MIDNIGHT_COOL, 2]]), '203.0.113.148'))).status).toBe(200);
    // The hold ended at 23:50; its cool-down runs to 00:05.
    clock.now = nextMidnight + 2 * MINUTE;
    const again = await refusal(await send('/api/backend/cart/commit', post(cartOf([[MIDNIGHT_COOL, 2]]), '203.0.113.148')));
    expect(again).toMatchObject({ status: 429, statusMessage: 'hold_cooling_down', retryAfter: String(3 * 60) });
    const other = await send('/api/backend/cart/commit', post(cartOf([[MIDNIGHT_COOL, 2]]), '203.0.113.149'));
    expect(other.status, await other.clone().text()).toBe(200);
  });

  test('after commits and a released hold, no row of booking_order_client or booking_release holds an address, only keyed hashes', async () => {
    const clock = { now: Date.now() + 2 * DAY };
    const send = appAt(clock);
    const clients = ['192.0.2.148', '2001:db8:148:1::7'];
    for (const client of clients) {
      const answer = await send('/api/backend/cart/commit', post(cartOf([[PRIVACY, 1]]), client));
      expect(answer.status, await answer.clone().text()).toBe(200);
    }
    const held = await dump();
    expect(held.clients.length).toBeGreaterThanOrEqual(2);
    // Their holds run out; the next commit remembers them for the cool-down, with their client.
    clock.now += 31 * MINUTE;
    expect((await send('/api/backend/cart/commit', post(cartOf([[PRIVACY, 1]]), '198.51.100.148'))).status).toBe(200);
    const released = await dump();
    expect(released.releases.filter((row) => row.event_id === PRIVACY.id && row.client_key !== null)).toHaveLength(2);
    for (const rows of [held, released]) {
      const text = JSON.stringify(rows);
      for (const address of ['192.0.2.148', '2001:db8:148', '198.51.100.148', '/64']) expect(text).not.toContain(address);
      for (const row of [...rows.clients, ...rows.releases]) {
        if (row.client_key !== null) expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
      }
    }
    // The schema refuses an address outright (migration 0007).
    await expect(
      env.DB.prepare('INSERT INTO booking_release (event_id, customer_key, client_key, released_at) VALUES (1, ?1, ?2, 0)')
        .bind('x', '192.0.2.148')
        .run(),
    ).rejects.toThrow(/CHECK constraint failed/);
  });

  test('a signed order no longer counts against its client, and its client’s hash is deleted with the signature', async () => {
    const clock = { now: Date.now() + 3 * DAY };
    const send = appAt(clock);
    const cart = cartOf([[PRIVACY, 1]]);
    const committed = await send('/api/backend/cart/commit', post(cart, '192.0.2.149'));
    const order = CommitResponseSchema.parse(await committed.json());
    const seq = Number(order.orderId.split('-')[2]);
    const rowsOf = () => env.DB.prepare('SELECT COUNT(*) AS n FROM booking_order_client WHERE order_seq = ?1').bind(seq).first<number>('n');
    expect(await rowsOf()).toBe(1);
    const created = await send(
      '/api/docs/create',
      post({ orderId: order.orderId, commitHash: order.commitHash, orderToken: cart.meta.orderToken }),
    );
    const document = SigningDocumentResponseSchema.parse(await created.json());
    const Cookie = (created.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const signed = await send(`/sign/${document.id}`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Karin Lund', consent: 'yes', lang: 'sv' }),
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie },
    });
    expect(signed.status).toBe(303);
    expect(await rowsOf()).toBe(0);
  });
});
