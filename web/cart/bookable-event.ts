import type { EventBookingRules } from '../../shared/cart/event-rules';
import type { CategoryId } from '../../shared/schemas/category-id';

/**
 * An event row's data for the add-to-cart control: a cart item without its participant count.
 * `documentId` may be missing; the cart then refuses the event with `no-document`.
 */
export interface BookableEvent {
  id: number;
  postId: number;
  documentId: number | null | undefined;
  displayTitle: string;
  startDate: string;
  endDate: string;
  category: CategoryId;
  code?: string | null;
  type: 'courseEvent' | 'programmeEvent';
  /** Seats free as the page was rendered (the back end's figure); the cart's "+" stops there. */
  seatsLeft?: number;
  /** The event's places and checkout constraints, which the cart keeps with the item. */
  bookingRules: EventBookingRules;
}
