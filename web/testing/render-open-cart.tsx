import { screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { Language } from '../../shared/i18n/languages';
import { LinkProvider, PlainLink } from '../app/navigation';
import type { CartController } from '../cart/cart-controller';
import { CartModal } from '../cart/cart-modal';
import { renderIn } from './render-in';

/** The cart modal, open, re-rendered on every change of the controller's state as the page has it. */
function OpenCart({ controller }: { controller: CartController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getInitialState);
  return (
    <LinkProvider value={PlainLink}>
      <CartModal open onClose={() => {}} state={state} controller={controller} />
    </LinkProvider>
  );
}

/**
 * Renders the cart modal of `controller`, open, for a component test in `language`, and resolves to
 * its dialog (which opens after the next paint, as on the page). Not for production code.
 */
export async function renderOpenCart(language: Language, controller: CartController): Promise<HTMLElement> {
  renderIn(language, <OpenCart controller={controller} />);
  return screen.findByRole('dialog');
}
