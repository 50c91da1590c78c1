import { z } from 'zod';
import { AddressSchema, EMPTY_ADDRESS } from './address';
import { EmailSchema, TextSchema } from './primitives';

/** Company or private person; a new cart is a company booking. */
export const CustomerTypeSchema = z.enum(['private', 'company']);
export type CustomerType = z.infer<typeof CustomerTypeSchema>;

/** Where invoices go when they should not go to the customer's own address. */
export const BillingInformationSchema = z.object({
  name: TextSchema.optional(),
  address: TextSchema.optional(),
  address2: TextSchema.optional(),
  zip: z.string().max(20).optional(),
  city: TextSchema.optional(),
  country: z.string().max(100).optional(),
  email: EmailSchema,
  purchaseOrderNumber: TextSchema.optional(),
  reference: TextSchema.optional(),
});
export type BillingInformation = z.infer<typeof BillingInformationSchema>;

/** The paying customer: a company (with organisation number) or a private person. */
export const CustomerSchema = z.object({
  name: TextSchema,
  identificationNumber: z.string().max(50),
  address: AddressSchema,
  type: CustomerTypeSchema,
  billingInformation: BillingInformationSchema.optional(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** The customer a new cart starts with (an empty company). */
export const EMPTY_CUSTOMER: Customer = {
  name: '',
  identificationNumber: '',
  address: EMPTY_ADDRESS,
  type: 'company',
};
