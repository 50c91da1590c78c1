import { DEFAULT_BOOKING_POLICY } from '../../shared/booking/booking-policy';
import type { ContentEvent } from '../../shared/content/content-event';
import { completeCartOf } from '../fixtures/complete-cart';
import { baseUrl, testFileNumber } from './browser';

// Another customer, booking through the real API while a test's visitor browses: the way seats
// run out on a live site.

/** The upcoming events of a course, as its page's loader gives them (`/kurs/{slug}/_payload.json`). */
export async function courseEvents(slug: string): Promise<{ title: string; events: ContentEvent[] }> {
  const response = await fetch(`${baseUrl()}/kurs/${slug}/_payload.json`);
  if (!response.ok) throw new Error(`no payload for ${slug}: ${response.status}`);
  const payload = (await response.json()) as { loaderData: Record<string, { course?: { title: string; events: ContentEvent[] } }> };
  const course = Object.values(payload.loaderData).find((data) => data?.course)?.course;
  if (!course) throw new Error(`no course in the payload of ${slug}`);
  return course;
}

/**
 * Commits orders of `participants` people in all on an event, each as a company nobody else uses
 * and from a client address of its own (another customer is another visitor): at most the booking
 * policy's seats per event in one order (shared/booking/booking-policy.ts), so a larger number is
 * split over several customers, as it would be on a live site.
 */
export async function bookSeatsAsAnotherCustomer(event: ContentEvent, title: string, participants: number): Promise<void> {
  for (let left = participants; left > 0; left -= DEFAULT_BOOKING_POLICY.seatsPerEvent) {
    await bookOneOrder(event, title, Math.min(left, DEFAULT_BOOKING_POLICY.seatsPerEvent));
  }
}

async function bookOneOrder(event: ContentEvent, title: string, participants: number): Promise<void> {
  customersBooked += 1;
  // The same in every run, and no other file's or customer's: the file's number, then this customer's.
  const id = `${testFileNumber().toString(36)}${customersBooked.toString(36)}`;
  const emails = Array.from({ length: participants }, (_, index) => `other-${id}-${index}@example.se`);
  const { type, postId, documentId, startDate, endDate, category } = event;
  const cart = completeCartOf({
    lines: [{ item: { id: event.id, type, postId, documentId, startDate, endDate, category, displayTitle: title }, emails }],
    customerId: `556${id}`,
    contactEmail: `contact-${id}@example.se`,
    // Identity numbers of this order's own, so no other order's participant seems the same person.
    ssn: Object.fromEntries(emails.map((email) => [email, `other-${id}-${email.split('@')[0]}`])),
  });
  const response = await fetch(`${baseUrl()}/api/backend/cart/commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...anotherClientAddress(customersBooked) },
    body: JSON.stringify(cart),
  });
  if (!response.ok) throw new Error(`booking ${participants} seats on ${event.id} failed: ${response.status} ${await response.text()}`);
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
