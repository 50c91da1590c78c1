import type { ContentEvent } from '../../shared/content/content-event';
import { anotherCustomersCart, orderSizesFor } from '../fixtures/complete-cart';
import { courseOfPayload, type PayloadCourse } from '../fixtures/course-payload';
import { baseUrl, testFileNumber } from './browser';

// Another customer, booking through the real API while a test's visitor browses: the way seats
// run out on a live site.

/** The upcoming events of a course, as its page's loader gives them (`/kurs/{slug}/_payload.json`). */
export async function courseEvents(slug: string): Promise<PayloadCourse> {
  const response = await fetch(`${baseUrl()}/kurs/${slug}/_payload.json`);
  if (!response.ok) throw new Error(`no payload for ${slug}: ${response.status}`);
  return courseOfPayload(await response.json(), `/kurs/${slug}`);
}

/**
 * Commits orders of `participants` people in all on an event, each as a company nobody else uses
 * and from a client address of its own (another customer is another visitor), split as several
 * customers would book them (`orderSizesFor`).
 */
export async function bookSeatsAsAnotherCustomer(event: ContentEvent, title: string, participants: number): Promise<void> {
  for (const size of orderSizesFor(participants)) {
    customersBooked += 1;
    // The same in every run, and no other file's or customer's: the file's number, then this customer's.
    const id = `${testFileNumber().toString(36)}${customersBooked.toString(36)}`;
    const response = await fetch(`${baseUrl()}/api/backend/cart/commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...anotherClientAddress(customersBooked) },
      body: JSON.stringify(anotherCustomersCart(event, title, size, id)),
    });
    if (!response.ok) throw new Error(`booking ${size} seats on ${event.id} failed: ${response.status} ${await response.text()}`);
  }
}

let customersBooked = 0;

/**
 * A client address of its own for each other customer, down to its /64 (a client of the rate
 * limits and the booking policy), in a range no browser context uses (`ownClientAddress` takes
 * 3fff::/20; this is the documentation prefix 2001:db8::/32): 16 bits of the file's number, then
 * the customer's.
 */
function anotherClientAddress(customer: number): { 'CF-Connecting-IP': string } {
  const groups = [0x2001, 0x0db8, testFileNumber() & 0xffff, customer & 0xffff].map((group) => group.toString(16));
  return { 'CF-Connecting-IP': `${groups.join(':')}::1` };
}
