import type { OrderSizePolicy } from '../../shared/booking/booking-policy';
import type { CartErrorCode, CartEvent } from '../../shared/cart/cart-event';
import type { CartNotice } from '../../shared/cart/cart-notice';
import { pastItems } from '../../shared/cart/item-rules';
import { pricingKindOf } from '../../shared/cart/pricing-kind';
import {
  addToBatch,
  afterPriceAnswer,
  cartToPrice,
  pricingDelay,
  priceRequest,
  withCancelled,
  type PriceAnswer,
  type PricingBatch,
  type PricingOutcome,
} from '../../shared/cart/pricing-policy';
import { exceedsSeatsLeft, seatsLeftOfTotals } from '../../shared/cart/seat-shortage';
import { transition } from '../../shared/cart/transition';
import { canonicalJson } from '../../shared/pricing/canonical-json';
import type { CartItem } from '../../shared/schemas/cart-item';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';
import type { BookableEvent } from './bookable-event';
import { asCartRecord, type CartRecordStore } from './cart-record-store';
import type { CartSync } from './cart-sync';
import { readCartRecord, restoreCartRecord, WHOLE_RECORD, type RestoredRecord } from './read-cart-record';

export type { CartNotice } from '../../shared/cart/cart-notice';

/** Price 500 ms after the last add, remove or count change: quick clicks on "+" make one call. */
export const PRICE_DEBOUNCE_MS = 500;

/** The outcome of a change: done, or why the cart refused it (the cart is unchanged). */
export type CartOpResult = { ok: true } | { ok: false; code: CartErrorCode };

/** What a page shows of one cart. */
export interface CartControllerState {
  cartId: string;
  /** False until the stored cart has been read. */
  ready: boolean;
  /** The cart, or undefined while none has been created (an empty cart for the visitor). */
  cart: CartOrder | undefined;
  /** waiting: a change awaits the debounce; pending: the price call is under way; failed: the totals are stale. */
  pricing: 'idle' | 'waiting' | 'pending' | 'failed';
  /** Events cancelled, closed or started, for the cancelled-items modal. */
  cancelledItems: CartItem[];
  /** Free seats per event, as last heard (from the page, the totals or a refusal): the "+" stops there. */
  seatsLeft: Readonly<Record<number, number>>;
  /** The coupon code the price call last refused, until another code is applied or removed. */
  couponRefused: string | undefined;
}

export interface CartControllerOptions {
  cartId: string;
  /** What one booking may hold: the site's configured numbers (`PublicConfig.bookingPolicy`), which the commit applies too. */
  policy: OrderSizePolicy;
  store: CartRecordStore;
  fetchPrice: (request: CartUpdateRequest) => Promise<PriceAnswer>;
  notify: (notice: CartNotice) => void;
  sync?: CartSync;
  now?: () => number;
  debounceMs?: number;
}

const CORRUPT: CartNotice = { tone: 'error', key: 'cart.corrupt_dropped' };
const SAVE_FAILED: CartNotice = { tone: 'error', key: 'cart.save_failed' };
const SAVED_AGAIN: CartNotice = { tone: 'info', key: 'cart.saved_again' };

/** A refused write of the stored cart is tried again after these pauses (ms), then reported. */
export const WRITE_RETRY_DELAYS_MS = [500, 2_000] as const;

/**
 * One cart in the browser: the shared state machine (`transition`) applied to the stored cart,
 * persisted after every change (one write at a time), priced after a quiet time through the
 * price call, and kept in step with other tabs. When to price and what a failed price call keeps
 * or rolls back is the shared pricing policy (`shared/cart/pricing-policy.ts`); this class only
 * queues, times and calls. Framework-free; React reads it through `subscribe`/`getState`.
 */
export class CartController {
  readonly cartId: string;
  /** What one booking may hold: the "+" of the cart stops there (`oneMoreSeatProblem`), and so do its changes. */
  readonly policy: OrderSizePolicy;
  /** Settles once the stored cart has been read (never rejects). */
  readonly ready: Promise<void>;
  private state: CartControllerState;
  private readonly initial: CartControllerState;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;
  private batch: PricingBatch | undefined;
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writes: Promise<void> = Promise.resolve();
  /** The last write failed after its retries (the visitor was told); the next success says so. */
  private saveFailing = false;
  private readonly unsubscribe: (() => void) | undefined;

  constructor(private readonly options: CartControllerOptions) {
    this.cartId = options.cartId;
    this.policy = options.policy;
    this.now = options.now ?? Date.now;
    this.initial = {
      cartId: options.cartId,
      ready: false,
      cart: undefined,
      pricing: 'idle',
      cancelledItems: [],
      seatsLeft: {},
      couponRefused: undefined,
    };
    this.state = this.initial;
    this.ready = this.load();
    this.unsubscribe = options.sync?.subscribe((id) => {
      if (id === undefined || id === this.cartId) void this.reload();
    });
  }

  /** Subscribes to state changes (for useSyncExternalStore). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current state, a new object after every change. */
  readonly getState = (): CartControllerState => this.state;

  /**
   * The state before the stored cart is read, which is what the server renders: hydration must
   * start from it even when the stored cart was read before the page hydrated.
   */
  readonly getInitialState = (): CartControllerState => this.initial;

  /** Applies any cart event; changes to items, counts and the coupon are priced (debounced). */
  async dispatch(event: CartEvent): Promise<CartOpResult> {
    await this.ready;
    const kind = pricingKindOf(event);
    const now = this.now();
    const before = this.state.cart ?? this.created(now);
    if (!before) return { ok: false, code: 'invalid-event' };
    if (exceedsSeatsLeft(this.state.cart, this.state.seatsLeft, event)) return { ok: false, code: 'no-seats-left' };
    const result = transition(before, event, now, this.policy);
    if (!result.ok) return result;
    if (event.type === 'clear') this.cancelPricing();
    if (event.type === 'set-coupon' && this.state.couponRefused !== undefined) this.set({ couponRefused: undefined });
    if (kind !== 'none') {
      this.batch = addToBatch(this.batch, before, kind);
      this.generation += 1;
    }
    this.commit(result.cart);
    if (kind !== 'none') this.schedule(pricingDelay(kind, this.options.debounceMs ?? PRICE_DEBOUNCE_MS));
    return { ok: true };
  }

  /** Adds an event with one participant, or one more participant when it is already in the cart. */
  async addEvent({ seatsLeft, bookingRules, ...event }: BookableEvent): Promise<CartOpResult> {
    await this.ready;
    if (seatsLeft !== undefined) this.set({ seatsLeft: { ...this.state.seatsLeft, [event.id]: seatsLeft } });
    const existing = this.state.cart?.cartItems.find((item) => item.id === event.id);
    return this.dispatch({
      type: 'add-item',
      item: { ...event, participantCount: (existing?.participantCount ?? 0) + 1 },
      eventRules: bookingRules,
    });
  }

  /** Removes the events of the cancelled-items modal still in the cart, and reprices. */
  async removeCancelled(): Promise<void> {
    const ids = this.state.cancelledItems.map((item) => item.id);
    this.set({ cancelledItems: [] });
    const present = ids.filter((id) => this.state.cart?.cartItems.some((item) => item.id === id));
    if (present.length > 0) await this.dispatch({ type: 'remove-items', ids: present });
  }

  /**
   * Waits for every change made so far to reach the browser's storage, and answers whether the
   * last write was stored: a page that tells the visitor a cart is theirs says so only then.
   */
  async saved(): Promise<boolean> {
    await this.writes;
    return !this.saveFailing;
  }

  /** Re-reads the stored cart (another tab changed it) and adopts it when it differs. */
  async reload(): Promise<void> {
    await this.ready;
    await this.writes;
    const seen = this.state.cart;
    let raw: unknown;
    try {
      raw = await this.options.store.read();
    } catch {
      return;
    }
    // A change made here while the record was read is newer than what was read, and its own
    // write follows: adopting the read would undo it (a code typed as another tab wrote).
    if (this.state.cart !== seen) return;
    const reading = readCartRecord(raw, this.now());
    const current = this.state.cart;
    if (reading.dropped.includes(this.cartId) || reading.dropped.includes(WHOLE_RECORD)) {
      this.options.notify(CORRUPT);
      // Nothing valid is lost: the cart this tab holds replaces the corrupt entry.
      if (current) this.commit(current);
      else this.write((record) => ({ ...record, [this.cartId]: undefined }));
      return;
    }
    const next = reading.carts[this.cartId];
    if (canonicalJson(next ?? null) === canonicalJson(current ?? null)) return;
    this.cancelPricing();
    this.set({ cart: next, pricing: 'idle' });
  }

  /** Stops listening to other tabs and cancels a pending price call. */
  dispose(): void {
    this.unsubscribe?.();
    this.cancelPricing();
  }

  private created(now: number): CartOrder | undefined {
    const result = transition(undefined, { type: 'create', id: this.cartId }, now);
    return result.ok ? result.cart : undefined;
  }

  /** Reads the stored record once: drops corrupt and expired carts, renews this cart's expiry. */
  private async load(): Promise<void> {
    const now = this.now();
    let restored: RestoredRecord | undefined;
    try {
      await this.options.store.update((raw) => {
        restored = restoreCartRecord(raw, this.cartId, now);
        return restored.record;
      });
    } catch {
      // No storage (blocked, private mode): the cart lives in this page only.
    }
    if (restored?.dropped) this.options.notify(CORRUPT);
    const cart = restored?.cart;
    this.set({ ready: true, cart, cancelledItems: cart ? pastItems(cart, now) : [], seatsLeft: cart ? seatsLeftOfTotals(cart) : {} });
  }

  private set(change: Partial<CartControllerState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private commit(cart: CartOrder): void {
    this.set({ cart });
    this.write((record) => ({ ...record, [this.cartId]: cart }));
  }

  /** Queues a write of the record (one at a time, in order) and tells the other tabs. */
  private write(change: (record: Record<string, unknown>) => Record<string, unknown>): void {
    this.writes = this.writes.then(() => this.persist(change));
  }

  /**
   * Writes one change, trying again after each of `WRITE_RETRY_DELAYS_MS` when the browser's
   * storage refuses it. A write that still fails is never reported as saved: the visitor is told
   * once (the cart lives on in this page), and told again when a later write succeeds.
   */
  private async persist(change: (record: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.options.store.update((raw) => dropUndefined(change(asCartRecord(raw) ?? {})));
      } catch {
        const delay = WRITE_RETRY_DELAYS_MS[attempt];
        if (delay !== undefined) {
          await new Promise((resolve) => setTimeout(resolve, delay));
          continue;
        }
        if (!this.saveFailing) this.options.notify(SAVE_FAILED);
        this.saveFailing = true;
        return;
      }
      if (this.saveFailing) this.options.notify(SAVED_AGAIN);
      this.saveFailing = false;
      this.options.sync?.announce(this.cartId);
      return;
    }
  }

  private schedule(delay: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.set({ pricing: 'waiting' });
    this.timer = setTimeout(() => void this.price(), delay);
  }

  private cancelPricing(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.batch = undefined;
    this.generation += 1;
    if (this.state.pricing !== 'idle') this.set({ pricing: 'idle' });
  }

  /** Prices the cart; started events are dropped first and listed in the cancelled-items modal. */
  private async price(): Promise<void> {
    this.timer = undefined;
    if (!this.state.cart || !this.batch) return;
    const { cart, started } = cartToPrice(this.state.cart, this.now());
    if (started.length > 0) {
      this.commit(cart);
      this.set({ cancelledItems: withCancelled(this.state.cancelledItems, started) });
    }
    if (cart.cartItems.length === 0) {
      // Nothing to price: the emptied cart already has no coupon and zero totals.
      this.batch = undefined;
      this.set({ pricing: 'idle' });
      return;
    }
    const generation = this.generation;
    this.set({ pricing: 'pending' });
    const answer = await this.options.fetchPrice(priceRequest(cart));
    // A change while the call was under way scheduled a newer call; this answer is stale.
    if (generation !== this.generation || !this.batch || !this.state.cart) return;
    const batch = this.batch;
    this.batch = undefined;
    this.follow(afterPriceAnswer(this.state.cart, batch, answer, this.now()));
  }

  /** Carries out what the pricing policy made of an answer: store, show, and maybe price again. */
  private follow(outcome: PricingOutcome): void {
    switch (outcome.kind) {
      case 'priced':
        this.commit(outcome.cart);
        this.set({ pricing: 'idle', seatsLeft: { ...this.state.seatsLeft, ...outcome.seatsLeft } });
        return;
      case 'unchanged':
        this.set({ pricing: 'idle' });
        return;
      case 'fitted':
        this.commit(outcome.cart);
        this.set({ seatsLeft: { ...this.state.seatsLeft, ...outcome.seatsLeft } });
        this.options.notify(outcome.notice);
        this.batch = outcome.reprice;
        this.generation += 1;
        this.schedule(0);
        return;
      case 'rolled-back':
        if (outcome.cart !== this.state.cart) this.commit(outcome.cart);
        this.set({ pricing: outcome.stale ? 'failed' : 'idle' });
        if (outcome.closed) this.set({ cancelledItems: withCancelled(this.state.cancelledItems, [outcome.closed]) });
        if (outcome.couponRefused !== undefined) this.set({ couponRefused: outcome.couponRefused });
        if (outcome.notice) this.options.notify(outcome.notice);
        // What the refusal did not take back (the items beside a refused code) is priced at once.
        if (outcome.reprice) {
          this.batch = outcome.reprice;
          this.generation += 1;
          this.schedule(0);
        }
        return;
    }
  }
}

function dropUndefined(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
