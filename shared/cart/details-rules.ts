import { z } from 'zod';
import type { CartOrder } from '../schemas/cart-order';
import { CartMetaSchema } from '../schemas/cart-meta';
import { ContactPersonSchema } from '../schemas/contact-person';
import { CustomerSchema } from '../schemas/customer';
import { IsoDateSchema, itemRecord } from '../schemas/primitives';
import { fail, succeed, type CartResult } from './cart-event';

/** The checkout details a visitor fills in; each part is optional and replaces the stored one. */
export const CartDetailsSchema = z.object({
  contactPerson: ContactPersonSchema.optional(),
  customer: CustomerSchema.optional(),
  additionalInformation: z.string().max(5000).optional(),
  billingDates: itemRecord(IsoDateSchema).optional(),
  signatoryCountry: CartMetaSchema.shape.signatoryCountry,
  extraFields: CartMetaSchema.shape.extraFields.optional(),
  truncateIdentificationNumber: z.boolean().optional(),
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
