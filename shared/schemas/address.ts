import * as z from 'zod/mini';
import { TextSchema } from './primitives';

/** A postal address. Parts may be empty while a visitor is still filling in the checkout. */
export const AddressSchema = z.object({
  address: TextSchema,
  address2: z.optional(TextSchema),
  zip: z.string().check(z.maxLength(20)),
  city: TextSchema,
  country: z.optional(z.string().check(z.maxLength(100))),
});
export type Address = z.infer<typeof AddressSchema>;

/** The empty address a new cart starts with. */
export const EMPTY_ADDRESS: Address = { address: '', zip: '', city: '' };
