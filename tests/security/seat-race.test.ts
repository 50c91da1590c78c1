import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { completeCart } from '../worker/fakes/booking-carts';
import { event, eventInsert, type FakeEvent, loadFakeCatalogue, SETUP_TIMEOUT_MS, unique } from '../worker/fakes/booking-catalogue';

// V11 business logic: fifty visitors press "send" at the same moment for an event with its last
// seat (or last two) left. The seats are checked inside the insert of the order (one transaction,
// worker/embedded/booking/order-store.ts `insertOrder`), so exactly as many get one as are left,
// every other is told the event is full, and the event is never over-sold.

const LAST_ONE = event(9_100_090, { seats: 3, key: 'course-sec-race-one' });
const LAST_TWO = event(9_100_091, { seats: 4, key: 'course-sec-race-two' });

/** A commit of one seat on the event from a client of its own, as a customer of its own. */
function commitFrom(target: FakeEvent, client: string) {
  const who = unique();
  const cart = completeCart({
    lines: [{ event: target, emails: [`race-${who}@example.se`] }],
    customerId: `556${who}`,
    contactEmail: `race-c-${who}@example.se`,
  });
  return exports.default.fetch(
    new Request('http://localhost/api/backend/cart/commit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
      body: JSON.stringify(cart),
    }),
  );
}

const seatsTaken = (target: FakeEvent) =>
  env.DB.prepare('SELECT COALESCE(SUM(participant_count), 0) AS n FROM booking_line WHERE event_id = ?1').bind(target.id).first<number>('n');

/** Takes all but `left` seats of the event with another customer's order. */
async function leaveSeats(target: FakeEvent, left: number) {
  const who = unique();
  const emails = Array.from({ length: target.seats - left }, (_, index) => `early-${who}-${index}@example.se`);
  const cart = completeCart({ lines: [{ event: target, emails }], customerId: `557${who}`, contactEmail: `early-${who}@example.se` });
  const early = await exports.default.fetch(
    new Request('http://localhost/api/backend/cart/commit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(cart),
    }),
  );
  expect(early.status, await early.clone().text()).toBe(200);
}

beforeAll(async () => {
  await loadFakeCatalogue();
  await env.DB.batch([eventInsert(env.DB, LAST_ONE), eventInsert(env.DB, LAST_TWO)]);
}, SETUP_TIMEOUT_MS);

describe('V11: fifty commits at once for the last seats', () => {
  for (const [target, left] of [
    [LAST_ONE, 1],
    [LAST_TWO, 2],
  ] as const) {
    test(`with ${left} seat(s) left, exactly ${left} of 50 clients get one, 49 or 48 are told it is full, and nothing is over-sold`, async () => {
      await leaveSeats(target, left);
      const taken = await seatsTaken(target);
      expect(taken).toBe(target.seats - left);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => commitFrom(target, `198.18.${left}.${index + 1}`)));
      const bodies = await Promise.all(answers.map(async (answer) => ({ status: answer.status, text: await answer.text() })));
      const held = bodies.filter((body) => body.status === 200);
      const full = bodies.filter((body) => body.status === 409);
      expect(held).toHaveLength(left);
      expect(full).toHaveLength(50 - left);
      // Full is said as pricing sees it (the event closed) or as the insert found it (no seats left).
      for (const body of full)
        expect(['event_closed', 'not_enough_seats']).toContain(ApiErrorSchema.parse(JSON.parse(body.text)).statusMessage);
      // Every seat is taken, none twice: the seats left are zero, never below.
      expect(await seatsTaken(target)).toBe(target.seats);
    }, 120_000);
  }
});
