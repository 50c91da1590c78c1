import * as z from 'zod/mini';
import type { CartOrder } from '../schemas/cart-order';
import { CartMetaSchema } from '../schemas/cart-meta';
import { ContactPersonSchema } from '../schemas/contact-person';
import { CustomerSchema } from '../schemas/customer';
import { IsoDateSchema, itemRecord } from '../schemas/primitives';
import { fail, succeed, type CartResult } from './cart-event';

/** The checkout details a visitor fills in; each part is optional and replaces the stored one. */
export const CartDetailsSchema = z.object({
  contactPerson: z.optional(ContactPersonSchema),
  customer: z.optional(CustomerSchema),
  additionalInformation: z.optional(z.string().check(z.maxLength(5000))),
  billingDates: z.optional(itemRecord(IsoDateSchema)),
  signatoryCountry: CartMetaSchema.shape.signatoryCountry,
  extraFields: z.optional(CartMetaSchema.shape.extraFields),
  truncateIdentificationNumber: z.optional(z.boolean()),
});
export type CartDetails = z.infer<typeof CartDetailsSchema>;

/** Stores checkout details (contact person, customer, notes, meta choices). */
export function updateDetails(cart: CartOrder, input: unknown): CartResult {
  const parsed = CartDetailsSchema.safeParse(input);
  if (!parsed.success) return fail('invalid-details');
  const { signatoryCountry, extraFields, truncateIdentificationNumber, ...rest } = parsed.data;
  const defined = <T extends object>(value: T) =>
    Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as Partial<T>;
  return succeed({
    ...cart,
    ...defined(rest),
    meta: { ...cart.meta, ...defined({ signatoryCountry, extraFields, truncateIdentificationNumber }) },
  });
}
