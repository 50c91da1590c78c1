import type { Language } from '../i18n/languages';
import type { CartOrder } from '../schemas/cart-order';
import type { CartTotals } from '../schemas/cart-totals';

/** The signing document and the order it belongs to, as the embedded signing service keeps them. */
export interface SigningSummary {
  document: { id: string; orderId: string; title: string; status: 'pending' | 'signed' };
  cart: CartOrder | null;
  totals: CartTotals | null;
  /** Whole minutes (at least 1) the order still holds its seats; null when signed, expired or not limited. */
  holdMinutesLeft: number | null;
  /** The document is pending but its order's seat hold ran out: it can no longer be signed. */
  expired: boolean;
}

/** The embedded signing service's page (`/sign/{id}`), the one page outside the routes. */
export interface SigningPageProps {
  language: Language;
  /** The document to sign, or null when there is no such document (the page answers 404). */
  signing: SigningSummary | null;
  /** Where the form posts: the page's own URL. */
  formAction: string;
  /** The last form was refused (no name, a name too long or no consent): the form says so. */
  refused: boolean;
  /** The name the refused form carried, shown again so that it need not be typed twice. */
  name?: string;
}
