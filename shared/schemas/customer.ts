import * as z from 'zod/mini';
import { AddressSchema, EMPTY_ADDRESS } from './address';
import { EmailSchema, TextSchema } from './primitives';

/** Company or private person; a new cart is a company booking. */
export const CustomerTypeSchema = z.enum(['private', 'company']);
export type CustomerType = z.infer<typeof CustomerTypeSchema>;

/** Where invoices go when they should not go to the customer's own address. */
export const BillingInformationSchema = z.object({
  name: z.optional(TextSchema),
  address: z.optional(TextSchema),
  address2: z.optional(TextSchema),
  zip: z.optional(z.string().check(z.maxLength(20))),
  city: z.optional(TextSchema),
  country: z.optional(z.string().check(z.maxLength(100))),
  email: EmailSchema,
  purchaseOrderNumber: z.optional(TextSchema),
  reference: z.optional(TextSchema),
});
export type BillingInformation = z.infer<typeof BillingInformationSchema>;

/** The paying customer: a company (with organisation number) or a private person. */
export const CustomerSchema = z.object({
  name: TextSchema,
  identificationNumber: z.string().check(z.maxLength(50)),
  address: AddressSchema,
  type: CustomerTypeSchema,
  billingInformation: z.optional(BillingInformationSchema),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** The customer a new cart starts with (an empty company). */
export const EMPTY_CUSTOMER: Customer = {
  name: '',
  identificationNumber: '',
  address: EMPTY_ADDRESS,
  type: 'company',
};
