import { z } from 'zod';
import { TextSchema } from './primitives';

/** A postal address. Parts may be empty while a visitor is still filling in the checkout. */
export const AddressSchema = z.object({
  address: TextSchema,
  address2: TextSchema.optional(),
  zip: z.string().max(20),
  city: TextSchema,
  country: z.string().max(100).optional(),
});
export type Address = z.infer<typeof AddressSchema>;

/** The empty address a new cart starts with. */
export const EMPTY_ADDRESS: Address = { address: '', zip: '', city: '' };
