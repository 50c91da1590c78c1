import { z } from 'zod';
import { AddressSchema } from './address';
import { TextSchema } from './primitives';

/**
 * The contact person of a booking. Its e-mail is a plain string: the checkout
 * form checks it, the stored cart does not, because a new cart starts with it empty.
 */
export const ContactPersonSchema = z.object({
  firstName: TextSchema,
  lastName: TextSchema,
  title: TextSchema.optional(),
  email: z.string().max(254),
  phone: z.string().max(50).optional(),
  mobile: z.string().max(50).optional(),
  ssn: z.string().max(50).optional(),
  address: AddressSchema.optional(),
  /** Where the contact person is based; required by the English academic category. */
  location: TextSchema.optional(),
});
export type ContactPerson = z.infer<typeof ContactPersonSchema>;

/** The empty contact person a new cart starts with. */
export const EMPTY_CONTACT_PERSON: ContactPerson = { firstName: '', lastName: '', email: '' };
