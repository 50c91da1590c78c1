import { z } from 'zod';
import { MoneySchema, ParticipantCountSchema } from './primitives';

/** One item of a tag-manager ecommerce event; price and discount are per participant. */
export const AnalyticsItemSchema = z.object({
  item_id: z.string().min(1),
  item_name: z.string(),
  price: MoneySchema,
  discount: MoneySchema,
  quantity: ParticipantCountSchema,
});
export type AnalyticsItem = z.infer<typeof AnalyticsItemSchema>;

/** The `view_cart` payload pushed to the tag manager's dataLayer when the cart modal opens. */
export const ViewCartEventSchema = z.object({
  event: z.literal('view_cart'),
  ecommerce: z.object({
    currency: z.enum(['SEK', 'EUR', 'GBP']),
    value: MoneySchema,
    coupon: z.string().optional(),
    items: z.array(AnalyticsItemSchema),
  }),
});
export type ViewCartEvent = z.infer<typeof ViewCartEventSchema>;
