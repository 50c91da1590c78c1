import { cartErrorsEn, checkoutErrorsEn } from './messages-en';
import { cartErrorsSv, checkoutErrorsSv } from './messages-sv';

/**
 * Swedish and English texts of every message key introduced by the cart and checkout error
 * catalogues (`checkout.errors.*`, `cart.errors.*`), as plain nested objects for the i18n
 * catalogue to merge. Keep both languages with the same keys; a unit test checks it.
 */
export const errorMessages = {
  sv: { ...checkoutErrorsSv, ...cartErrorsSv },
  en: { ...checkoutErrorsEn, ...cartErrorsEn },
} as const;
