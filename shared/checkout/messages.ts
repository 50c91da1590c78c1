import { checkoutEn } from './messages-en';
import { checkoutSv } from './messages-sv';

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language's checkout texts must have: the Swedish keys. */
export type CheckoutTexts = Widen<typeof checkoutSv>;

/**
 * Swedish and English texts of the checkout, the signing page, shared carts and the application
 * flow (`checkout.*`, `signing.*`, `share.*`, `application.*`), merged into the i18n catalogue.
 */
export const checkoutMessages = { sv: checkoutSv, en: checkoutEn };
