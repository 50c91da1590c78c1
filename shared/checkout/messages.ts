import { checkoutEn } from './messages-en';
import { checkoutSv } from './messages-sv';
import type { Widen } from '../i18n/widen';

/** The shape every language's checkout texts must have: the Swedish keys. */
export type CheckoutTexts = Widen<typeof checkoutSv>;

/**
 * Swedish and English texts of the checkout, the signing page and the application flow
 * (`checkout.*`, `signing.*`, `application.*`), merged into the i18n catalogue. A page run as
 * islands, which has none of these, loads the catalogue without them.
 */
export const checkoutMessages = { sv: checkoutSv, en: checkoutEn };
