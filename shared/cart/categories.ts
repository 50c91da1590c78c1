import { CATEGORY_IDS, type CategoryId } from '../schemas/category-ids';
import type { Currency } from '../schemas/primitives';

export { CATEGORY_IDS, type CategoryId };

/** Which personal-id format the checkout asks for. */
export type IdType = 'swedish' | 'spanish';

/** Where the cart leads: the signing step or the application flow with attachments. */
export type CartDestination = 'signing' | 'application';

/** The checkout rules of one category, read by the checkout forms. */
export interface CategoryRules {
  /** Participants must give a personal id number. */
  requiresPersonalId: boolean;
  /** Participants must give a reason for purchase. */
  requiresReasonForPurchase: boolean;
  /** Only company customers may book. */
  companyOnly: boolean;
  /** Who the customer form starts with: a company, or a private person (an applicant applies for themselves). */
  defaultCustomerType: 'company' | 'private';
  /** ISO 3166 alpha-2 country preselected for a company customer. */
  defaultCompanyCountry: 'SE' | 'ES';
  /** Format of personal and organisation ids; the unknown id type is always allowed too. */
  idType: IdType;
  showCompanyCountryPicker: boolean;
  /** The booking ends with an e-signed agreement. */
  requiresSigning: boolean;
  /** The contact person's location is required. */
  contactLocationRequired: boolean;
  /** Dietary information and contact and participant job titles are shown and required. */
  showDietaryAndJobTitle: boolean;
  /** A delivery address field is shown for company customers. */
  deliveryAddressForCompany: boolean;
  /** Currency of the category's prices; one category per cart, so one currency. */
  currency: Currency;
  destination: CartDestination;
}

const swedishDefaults = {
  defaultCompanyCountry: 'SE',
  idType: 'swedish',
  showCompanyCountryPicker: true,
  requiresSigning: true,
  showDietaryAndJobTitle: true,
  deliveryAddressForCompany: true,
} as const;

/** The rules per category, as data. */
export const CATEGORY_RULES: Readonly<Record<CategoryId, Readonly<CategoryRules>>> = {
  'swedish-academic': {
    ...swedishDefaults,
    requiresPersonalId: true,
    requiresReasonForPurchase: true,
    companyOnly: true,
    defaultCustomerType: 'company',
    contactLocationRequired: false,
    currency: 'sek',
    destination: 'signing',
  },
  'english-academic': {
    ...swedishDefaults,
    requiresPersonalId: false,
    requiresReasonForPurchase: false,
    companyOnly: false,
    defaultCustomerType: 'private',
    contactLocationRequired: true,
    currency: 'gbp',
    destination: 'application',
  },
  'business-school': {
    // Taught at Alicante and at a distance: Spanish defaults, no signing, fewer fields.
    requiresPersonalId: false,
    requiresReasonForPurchase: false,
    companyOnly: false,
    defaultCustomerType: 'company',
    defaultCompanyCountry: 'ES',
    idType: 'spanish',
    showCompanyCountryPicker: false,
    requiresSigning: false,
    contactLocationRequired: false,
    showDietaryAndJobTitle: false,
    deliveryAddressForCompany: false,
    currency: 'eur',
    destination: 'signing',
  },
};

/** The rules of a category. */
export function categoryRules(category: CategoryId): Readonly<CategoryRules> {
  return CATEGORY_RULES[category];
}

/** Whether an id of the given type may be entered in this category; `unknown` always may. */
export function isIdTypeAllowed(category: CategoryId, idType: IdType | 'unknown'): boolean {
  return idType === 'unknown' || CATEGORY_RULES[category].idType === idType;
}

/** The category of a cart: that of its items (one per cart), or undefined when empty. */
export function cartCategory(items: ReadonlyArray<{ category: CategoryId }>): CategoryId | undefined {
  return items[0]?.category;
}
