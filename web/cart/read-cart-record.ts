import { isExpired } from '../../shared/cart/cart-state';
import { transition } from '../../shared/cart/transition';
import { CartOrderSchema, type CartOrder } from '../../shared/schemas/cart-order';
import { asCartRecord } from './cart-record-store';

/** Stands for the whole stored record when it is not a record of carts at all. */
export const WHOLE_RECORD = '*';

/** What was found in the stored record. */
export interface CartRecordReading {
  /** Valid carts that have not expired, by id. */
  carts: Record<string, CartOrder>;
  /** Ids of entries that were corrupt or of an outdated shape (or `*` for the whole record). */
  dropped: string[];
  /** Ids of valid carts whose lifetime is over. */
  expired: string[];
}

/**
 * Validates the stored record of carts: every entry must be a cart of the current shape filed
 * under its own id. Corrupt entries and expired carts are left out, every valid one is kept.
 */
export function readCartRecord(raw: unknown, now: number): CartRecordReading {
  const reading: CartRecordReading = { carts: {}, dropped: [], expired: [] };
  if (raw === undefined) return reading;
  const record = asCartRecord(raw);
  if (!record) {
    reading.dropped.push(WHOLE_RECORD);
    return reading;
  }
  for (const [id, value] of Object.entries(record)) {
    const parsed = CartOrderSchema.safeParse(value);
    if (!parsed.success || parsed.data.id !== id) reading.dropped.push(id);
    else if (isExpired(parsed.data, now)) reading.expired.push(id);
    else reading.carts[id] = parsed.data;
  }
  return reading;
}

/** The stored record after a page opened one of its carts. */
export interface RestoredRecord {
  /** What to store back: the valid, unexpired carts, the opened one with its expiry renewed. */
  record: Record<string, CartOrder>;
  /** The opened cart, when a valid one was stored. */
  cart: CartOrder | undefined;
  /** Whether anything corrupt was dropped (the visitor gets a notice). */
  dropped: boolean;
}

/**
 * Opens cart `cartId` from the stored record at `now`: corrupt entries and expired carts are
 * left out, and the opened cart's lifetime is renewed (the `restore` transition).
 */
export function restoreCartRecord(raw: unknown, cartId: string, now: number): RestoredRecord {
  const reading = readCartRecord(raw, now);
  const record: Record<string, CartOrder> = { ...reading.carts };
  const stored = record[cartId];
  const restored = stored ? transition(stored, { type: 'restore' }, now) : undefined;
  if (restored?.ok) record[cartId] = restored.cart;
  else delete record[cartId];
  return { record, cart: restored?.ok ? restored.cart : undefined, dropped: reading.dropped.length > 0 };
}
