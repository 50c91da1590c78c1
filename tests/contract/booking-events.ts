// The events the back-end and signing contract cases book, written into the worker's D1 after
// the content seed. Each adapter gets its own copy in an id range of its own, so the seats one
// adapter's cases take never change what the other's cases see.
import { env } from 'cloudflare:workers';
import { ensureContentSeeded } from '../../worker/embedded/content/service/ensure-content-seeded';
import { event, eventInsert, type FakeEvent } from '../worker/fakes/booking-catalogue';

/** Where the contract events start; the worker tests' own fake events live at 9 100 000+. */
const CONTRACT_EVENT_IDS = 9_400_000;

export interface ContractEvents {
  /** A course event 60 days ahead: 50 seats at 10 000 kr, 25 % VAT. */
  open: FakeEvent;
  /** A programme event, open. */
  programme: FakeEvent;
  /** Started two days ago. */
  started: FakeEvent;
  /** No seats at all. */
  full: FakeEvent;
  /** Two seats, for asking more than are left. */
  twoSeats: FakeEvent;
  /** Two seats, which the commit cases take one order at a time. */
  filling: FakeEvent;
  /** A business-school event priced in euro: another category than the others. */
  alicante: FakeEvent;
  /** An open course event for the commit cases (each books its own people on it). */
  booking: FakeEvent;
}

/** The contract events of one adapter (`slot` 0, 1, ...), written (again) into D1. */
export async function writeContractEvents(slot: number): Promise<ContractEvents> {
  const base = CONTRACT_EVENT_IDS + slot * 100;
  const events: ContractEvents = {
    open: event(base + 1, { key: `contract-${slot}-open` }),
    programme: event(base + 2, { type: 'programmeEvent', key: `contract-${slot}-programme`, prices: [{ currency: 'sek', amount: 12_000 }] }),
    started: event(base + 3, { startInDays: -2 }),
    full: event(base + 4, { seats: 0 }),
    twoSeats: event(base + 5, { seats: 2 }),
    filling: event(base + 6, { seats: 2 }),
    alicante: event(base + 7, { category: 'business-school', documentId: 12, prices: [{ currency: 'eur', amount: 2_000 }], vat: 21 }),
    booking: event(base + 8, { seats: 1_000 }),
  };
  // The seed replaces the content tables' rows, so it must run before these rows are written.
  await ensureContentSeeded(env.DB);
  await env.DB.batch(Object.values(events).map((e) => eventInsert(env.DB, e)));
  return events;
}

/** A unique suffix, so the people of one case never meet another case's. */
export const unique = () => crypto.randomUUID().slice(0, 8);
