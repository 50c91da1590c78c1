import * as z from 'zod/mini';
import { AddressSchema } from './address';
import { CustomerTypeSchema } from './customer';
import { EmailSchema, TextSchema } from './primitives';

/** Where course material is sent for one participant. */
export const DeliveryAddressSchema = z.extend(AddressSchema, {
  type: CustomerTypeSchema,
  name: TextSchema,
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** Free-text information a participant gives about themselves. */
export const ParticipantInformationSchema = z.object({
  additional: z.optional(TextSchema),
  experience: z.optional(TextSchema),
  dietary: z.optional(TextSchema),
});

/** A person attending; the e-mail is the participant's key in the pool and in assignments. */
export const ParticipantSchema = z.object({
  firstName: TextSchema.check(z.minLength(1)),
  lastName: TextSchema.check(z.minLength(1)),
  email: EmailSchema,
  title: z.optional(TextSchema),
  phone: z.optional(z.string().check(z.maxLength(50))),
  mobile: z.optional(z.string().check(z.maxLength(50))),
  address: z.optional(AddressSchema),
  ssn: z.optional(z.string().check(z.maxLength(50))),
  deliveryAddress: z.optional(DeliveryAddressSchema),
  location: TextSchema,
  reasonForPurchase: z.optional(TextSchema),
  information: ParticipantInformationSchema,
});
export type Participant = z.infer<typeof ParticipantSchema>;
