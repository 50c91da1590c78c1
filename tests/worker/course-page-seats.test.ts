import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import type { ContentEvent } from '../../shared/content/content-event';
import { anotherCustomersCart, orderSizesFor } from '../fixtures/complete-cart';
import { courseOfPayload, type PayloadCourse } from '../fixtures/course-payload';

// A course page shows the seats the booking back end has left, not the CMS's figure: after other
// customers booked all but one seat of an event, the page (its HTML and the data app navigations
// read) says "1 seat left" on that event. The page asks the back end within a budget
// (worker/loaders/live-seats.ts); here nothing else runs, so the answer always comes in time. What a
// visitor then meets in the cart (its "+" stopping at the seats left): tests/e2e/seats.test.ts.

const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }));

/** The course's upcoming events from its English page's data, so that the Swedish page is not yet kept by the page cache. */
async function eventsOf(path: string): Promise<PayloadCourse> {
  const response = await get(`${path}/_payload.json`);
  expect(response.status).toBe(200);
  return courseOfPayload(await response.json(), path);
}

/** Another customer's order of `participants` seats, from a client address of its own (the booking policy counts per client). */
async function book(event: ContentEvent, title: string, participants: number, who: string): Promise<void> {
  const response = await exports.default.fetch(
    new Request('http://localhost/api/backend/cart/commit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `2001:db8:5ea7:${who}::1` },
      body: JSON.stringify(anotherCustomersCart(event, title, participants, `seats${who}`)),
    }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('a course page after other customers booked', () => {
  test('shows the seats the back end has left on the event, not the CMS figure, in its HTML and its data', async () => {
    const { title, events } = await eventsOf('/en/course/finance-for-non-financial-managers');
    const target = events.find((event) => !event.cancelled && event.seats >= 2);
    if (!target) throw new Error('the course needs an open event with two seats or more');
    // The English page before: no event of the course is down to its last seat.
    expect(await (await get('/en/course/finance-for-non-financial-managers')).text()).not.toContain('1 seat left');
    for (const [customer, size] of orderSizesFor(target.seats - 1).entries()) await book(target, title, size, String(customer + 1));

    const html = await (await get('/kurs/ekonomi-for-icke-ekonomer')).text();
    expect(html).toContain('1 plats kvar');
    const shown = (await eventsOf('/kurs/ekonomi-for-icke-ekonomer')).events.find((event) => event.id === target.id);
    expect(shown?.seats).toBe(1);
  });
});
