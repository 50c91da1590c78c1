import { z } from 'zod';
import { AddressSchema } from './address';
import { CustomerTypeSchema } from './customer';
import { EmailSchema, TextSchema } from './primitives';

/** Where course material is sent for one participant. */
export const DeliveryAddressSchema = AddressSchema.extend({
  type: CustomerTypeSchema,
  name: TextSchema,
});
export type DeliveryAddress = z.infer<typeof DeliveryAddressSchema>;

/** Free-text information a participant gives about themselves. */
export const ParticipantInformationSchema = z.object({
  additional: TextSchema.optional(),
  experience: TextSchema.optional(),
  dietary: TextSchema.optional(),
});

/** A person attending; the e-mail is the participant's key in the pool and in assignments. */
export const ParticipantSchema = z.object({
  firstName: TextSchema.min(1),
  lastName: TextSchema.min(1),
  email: EmailSchema,
  title: TextSchema.optional(),
  phone: z.string().max(50).optional(),
  mobile: z.string().max(50).optional(),
  address: AddressSchema.optional(),
  ssn: z.string().max(50).optional(),
  deliveryAddress: DeliveryAddressSchema.optional(),
  location: TextSchema,
  reasonForPurchase: TextSchema.optional(),
  information: ParticipantInformationSchema,
});
export type Participant = z.infer<typeof ParticipantSchema>;
