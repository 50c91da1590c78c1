import { cartEn } from './messages-en';
import { cartSv } from './messages-sv';

/**
 * Swedish and English texts of the cart in the browser (bag, cart modal, checkout modals,
 * add-to-cart control, notices, sharing a cart: `cart.*`, `share.*`), merged into the i18n catalogue. Kept short: the catalogue
 * ships with the first page load. The refusal texts live in `shared/errors/messages.ts`.
 */
export const cartMessages = { sv: cartSv, en: cartEn } as const;
