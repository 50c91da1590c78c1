import type { Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import type { CartOrder } from '../../shared/schemas/cart-order';

/**
 * Where 'to checkout' leads: the application flow's attachments step for the English academic
 * category (`/application/{cartId}/attachments`), the checkout's customer step otherwise.
 */
export function checkoutPath(cart: CartOrder, language: Language): string {
  const applies = cart.cartItems.some((item) => item.category === 'english-academic');
  return applies ? pathFor('application-attachments', language, { slug: cart.id }) : pathFor('checkout-customer', language);
}

/** Where 'go to signing' leads. */
export function signingPath(language: Language): string {
  return pathFor('checkout-confirm', language);
}

/** The element id of the help that contact-us actions scroll to: the footer's, or a page's own help section. */
export const HELP_ID = 'help';

/** Scrolls to the help section (`#help`) and moves the focus there, for contact-us actions. */
export function scrollToHelp(): void {
  // After the closing dialog has returned the focus, so that this move wins.
  requestAnimationFrame(() => {
    const help = document.getElementById(HELP_ID);
    if (!help) return;
    if (!help.hasAttribute('tabindex')) help.setAttribute('tabindex', '-1');
    help.scrollIntoView({ behavior: 'smooth', block: 'start' });
    help.focus({ preventScroll: true });
  });
}
