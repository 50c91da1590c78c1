import * as z from 'zod/mini';
import { CartItemSchema } from './cart-item';
import { CartMetaSchema } from './cart-meta';
import { CartTotalsSchema } from './cart-totals';
import { CheckoutConstraintSchema } from './checkout-constraint';
import { ContactPersonSchema } from './contact-person';
import { CustomerSchema } from './customer';
import { ParticipantSchema } from './participant';
import { EmailSchema, IsoDateSchema, MAX_CART_ITEMS, MAX_COUPON_LENGTH, MAX_PARTICIPANTS, TextSchema, itemRecord } from './primitives';

/** The cart id: `default` or the `slug` route parameter. */
export const CartIdSchema = z.string().check(z.minLength(1)).check(z.maxLength(200));

/**
 * The whole cart as it is stored in the browser and sent to the commit and share calls.
 * Per-item maps are keyed by the cart item id written as a string.
 */
export const CartOrderSchema = z
  .object({
    id: CartIdSchema,
    meta: CartMetaSchema,
    couponCode: z.nullable(z.string().check(z.maxLength(MAX_COUPON_LENGTH))),
    contactPerson: ContactPersonSchema,
    customer: CustomerSchema,
    participantPool: z.array(ParticipantSchema).check(z.maxLength(MAX_PARTICIPANTS)),
    cartItems: z.array(CartItemSchema).check(z.maxLength(MAX_CART_ITEMS)),
    additionalInformation: z.string().check(z.maxLength(5000)),
    /** Item id to the ordered e-mails of its participants, never more than its count. */
    assignedParticipants: itemRecord(z.array(EmailSchema).check(z.maxLength(MAX_PARTICIPANTS))),
    checkoutConstraints: itemRecord(z.array(CheckoutConstraintSchema).check(z.maxLength(20))),
    /** Item id to the day invoicing should happen on, when the visitor chose one. */
    billingDates: itemRecord(IsoDateSchema),
    /** Item id to the locations the visitor may pick from for that item. */
    locationOptions: itemRecord(z.array(TextSchema).check(z.maxLength(20))),
    cartTotals: CartTotalsSchema,
  })
  .check(
    z.superRefine((cart, ctx) => {
      // Invariants the cart state machine keeps; a stored cart breaking them is corrupt.
      const ids = new Set<number>();
      for (const item of cart.cartItems) {
        if (ids.has(item.id)) {
          ctx.addIssue({ code: 'custom', message: `Duplicate cart item ${item.id}`, path: ['cartItems'] });
        }
        ids.add(item.id);
      }
      for (const [key, emails] of Object.entries(cart.assignedParticipants)) {
        const item = cart.cartItems.find((candidate) => String(candidate.id) === key);
        if (item && emails.length > item.participantCount) {
          ctx.addIssue({
            code: 'custom',
            message: `More participants assigned than booked for item ${key}`,
            path: ['assignedParticipants', key],
          });
        }
      }
    }),
  );
export type CartOrder = z.infer<typeof CartOrderSchema>;
