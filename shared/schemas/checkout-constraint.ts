import * as z from 'zod/mini';
import { RequiredTextSchema } from './primitives';

/** A rule an item imposes on the checkout, shown by its title. */
export const CheckoutConstraintSchema = z.object({ title: RequiredTextSchema });
export type CheckoutConstraint = z.infer<typeof CheckoutConstraintSchema>;

/** Titles of the constraints the spec names: company customers only, personal id required. */
export const KNOWN_CONSTRAINTS = {
  companyOnly: 'company-only',
  personalIdRequired: 'personal-id-required',
} as const;
