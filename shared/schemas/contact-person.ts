import * as z from 'zod/mini';
import { AddressSchema } from './address';
import { TextSchema } from './primitives';

/**
 * The contact person of a booking. Its e-mail is a plain string: the checkout
 * form checks it, the stored cart does not, because a new cart starts with it empty.
 */
export const ContactPersonSchema = z.object({
  firstName: TextSchema,
  lastName: TextSchema,
  title: z.optional(TextSchema),
  email: z.string().check(z.maxLength(254)),
  phone: z.optional(z.string().check(z.maxLength(50))),
  mobile: z.optional(z.string().check(z.maxLength(50))),
  ssn: z.optional(z.string().check(z.maxLength(50))),
  address: z.optional(AddressSchema),
  /** Where the contact person is based; required by the English academic category. */
  location: z.optional(TextSchema),
});
export type ContactPerson = z.infer<typeof ContactPersonSchema>;

/** The empty contact person a new cart starts with. */
export const EMPTY_CONTACT_PERSON: ContactPerson = { firstName: '', lastName: '', email: '' };
