import type { CartOrder } from '../../shared/schemas/cart-order';

/** What the status page keeps of a finished booking once the cart has been emptied. */
export interface Receipt {
  orderId: string;
  customerName: string;
  items: Array<{ title: string; startDate: string; endDate: string; participantCount: number }>;
  signed: boolean;
  signedAt: number | null;
}

const KEY = 'fei:receipt';

/** The receipt of a committed cart. */
export function receiptOf(cart: CartOrder, signed: boolean, signedAt: number | null): Receipt | undefined {
  if (!cart.meta.orderId) return undefined;
  return {
    orderId: cart.meta.orderId,
    customerName: cart.customer.name,
    items: cart.cartItems.map((item) => ({
      title: item.displayTitle,
      startDate: item.startDate,
      endDate: item.endDate,
      participantCount: item.participantCount,
    })),
    signed,
    signedAt,
  };
}

/** Keeps the receipt for this tab (sessionStorage), so a reload of the status page still shows it. */
export function storeReceipt(receipt: Receipt): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(receipt));
  } catch {
    // Storage blocked: the page still shows the receipt until it is left.
  }
}

/** The receipt kept in this tab, if any. */
export function storedReceipt(): Receipt | undefined {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Receipt) : undefined;
    return value && typeof value.orderId === 'string' && Array.isArray(value.items) ? value : undefined;
  } catch {
    return undefined;
  }
}
