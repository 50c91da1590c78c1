import * as z from 'zod/mini';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { itemPlaces } from '../../shared/cart/event-rules';

/** What the status page keeps of a finished booking once the cart has been emptied. */
const ReceiptSchema = z.object({
  orderId: z.string(),
  customerName: z.string(),
  items: z.array(
    z.object({
      title: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      /** Where the event takes place; absent in a receipt kept before receipts named it. */
      places: z.optional(z.array(z.string())),
      participantCount: z.number(),
    }),
  ),
  signed: z.boolean(),
  signedAt: z.nullable(z.number()),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

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
      places: itemPlaces(cart, item.id),
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
    return parseReceipt(window.sessionStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

/** A kept receipt read back: the storage is the browser's, so anything not of the receipt's shape is no receipt. */
export function parseReceipt(raw: string | null): Receipt | undefined {
  if (!raw) return undefined;
  try {
    const parsed = ReceiptSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
