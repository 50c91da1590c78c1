import type { CartEvent } from '../../shared/cart/cart-event';
import type { CartOrder } from '../../shared/schemas/cart-order';
import type { ShareReadResponse } from '../../shared/schemas/share';
import type { CartController } from '../cart/cart-controller';
import { importSavedFields } from '../checkout/saved-fields';

/**
 * The cart events that turn an emptied cart into the shared one: items, details, coupon,
 * participants, assignments, per-item options, and the sharing (the edit key only when this
 * visitor already held it).
 */
export function takeOverEvents(share: ShareReadResponse, own: CartOrder | undefined): CartEvent[] {
  const shared = share.cart;
  const sharing = shared.meta.sharing;
  const ownKey = own?.meta.sharing?.id === sharing.id ? (own.meta.sharing.editKey ?? null) : null;
  return [
    { type: 'clear' },
    { type: 'set-items', items: shared.cartItems },
    {
      type: 'update-details',
      details: {
        customer: shared.customer,
        contactPerson: shared.contactPerson,
        additionalInformation: shared.additionalInformation,
        billingDates: shared.billingDates,
        extraFields: shared.meta.extraFields,
        ...(shared.meta.signatoryCountry ? { signatoryCountry: shared.meta.signatoryCountry } : {}),
      },
    },
    ...(shared.couponCode ? [{ type: 'set-coupon', couponCode: shared.couponCode } as const] : []),
    ...shared.participantPool.map((participant) => ({ type: 'upsert-participant', participant }) as const),
    ...Object.entries(shared.assignedParticipants).map(
      ([itemId, emails]) => ({ type: 'assign-participants', itemId: Number(itemId), emails }) as const,
    ),
    ...Object.entries(shared.locationOptions).map(
      ([itemId, options]) => ({ type: 'set-location-options', itemId: Number(itemId), options }) as const,
    ),
    ...Object.entries(shared.checkoutConstraints).map(
      ([itemId, constraints]) => ({ type: 'set-checkout-constraints', itemId: Number(itemId), constraints }) as const,
    ),
    { type: 'set-sharing', sharing: { id: sharing.id, editKey: ownKey } },
  ];
}

/** How a take-over went: whether every cart event was applied and stored, and whether the saved fields came along. */
export interface TakeOverOutcome {
  cartStored: boolean;
  fields: ReturnType<typeof importSavedFields>;
}

/**
 * Loads a shared cart into the visitor's own cart, with its saved checkout fields. Fields that fail
 * their validation are refused whole and the visitor's own saved fields are kept; the outcome says
 * so, for the page to tell the visitor.
 */
export async function takeOverShare(controller: CartController, share: ShareReadResponse): Promise<TakeOverOutcome> {
  const own = controller.getState().cart;
  let cartStored = true;
  for (const event of takeOverEvents(share, own)) {
    const result = await controller.dispatch(event);
    if (!result.ok) cartStored = false;
  }
  // The page says the cart is the visitor's once it is in the browser's storage, not before.
  if (!(await controller.saved())) cartStored = false;
  // The page data is untrusted here as well (a stale or altered payload): the import validates it.
  const fields = importSavedFields(controller.cartId, share.fields);
  return { cartStored, fields };
}
