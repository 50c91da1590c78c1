import type { OrderSizeProblem } from '../../shared/booking/booking-policy';
import type { CartItem } from '../../shared/schemas/cart-item';
import type { ItemPrice } from '../../shared/schemas/cart-totals';
import { MAX_PARTICIPANTS } from '../../shared/schemas/primitives';
import { countText } from '../../shared/i18n/translator';
import { useI18n } from '../app/i18n-context';
import { whenAndWhere } from '../../shared/cart/when-and-where';
import type { ConstraintNoteKey } from '../../shared/cart/event-rules';
import { ConstraintNotes } from './constraint-notes';
import { formatPrice } from '../../shared/pricing/price-format';
import { cartLineAmount } from '../../shared/pricing/cart-line-price';

export interface CartItemRowProps {
  item: CartItem;
  /** Where the event takes place (its places as the cart keeps them). */
  places: readonly string[];
  /** Why the date asks more of the booking than its kind of course does. */
  notes: readonly ConstraintNoteKey[];
  /** The item's price from the last totals, when it has been priced. */
  price: ItemPrice | undefined;
  /** The event's free seats as last heard; the "+" stops there. */
  seatsLeft: number | undefined;
  /**
   * Why one more place would make the booking larger than one booking may be (the booking
   * policy's limit per event or in all, `oneMoreSeatProblem`): the "+" stops there and says so.
   */
  sizeLimit?: OrderSizeProblem | undefined;
  locked: boolean;
  onCount: (participantCount: number) => void;
  onRemove: () => void;
}

/**
 * One event in the cart modal: title, dates and place, what the date asks, participant stepper,
 * price and remove. Its buttons name the event by title, dates and place, so that two lines of one
 * course are told apart.
 */
export function CartItemRow({ item, places, notes, price, seatsLeft, sizeLimit, locked, onCount, onRemove }: CartItemRowProps) {
  const { language, t } = useI18n();
  const title = item.displayTitle;
  const dates = whenAndWhere(item, places, language, t('content.remote_location'));
  const countId = `cart-count-${item.id}`;
  const atSeatLimit = seatsLeft !== undefined && item.participantCount >= seatsLeft;
  // The free seats come first: when the event is full, that is what stops the "+".
  const atSizeLimit = !atSeatLimit && sizeLimit !== undefined;
  const showsLimit = atSizeLimit && !locked;
  return (
    <li className={showsLimit ? 'cart-item cart-item--limited' : 'cart-item'} data-testid="cart-item">
      <div className="cart-item__text">
        <h3 className="cart-item__title">{title}</h3>
        <p className="cart-item__dates">{dates}</p>
        <ConstraintNotes notes={notes} />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would need its legend as the stepper's first child and resets of its border, padding and min-width; the group role says the same */}
      <div className="cart-item__stepper" role="group" aria-labelledby={`${countId}-label`}>
        <span id={`${countId}-label`} className="cart-item__label">
          {t('cart.participants')}
        </span>
        <button
          type="button"
          className="stepper__button"
          aria-label={t('cart.decrease', { title, dates })}
          disabled={locked || item.participantCount <= 1}
          onClick={() => onCount(item.participantCount - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output id={countId} className="stepper__value" aria-live="polite" data-testid="cart-item-count">
          {item.participantCount}
        </output>
        <button
          type="button"
          className="stepper__button"
          aria-label={t('cart.increase', { title, dates })}
          disabled={locked || atSeatLimit || atSizeLimit || item.participantCount >= MAX_PARTICIPANTS}
          aria-describedby={atSeatLimit ? `${countId}-seats` : atSizeLimit ? `${countId}-limit` : undefined}
          onClick={() => onCount(item.participantCount + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        {atSeatLimit ? (
          <span id={`${countId}-seats`} className="cart-item__seats">
            {countText(t, 'cart.seats_left', seatsLeft)}
          </span>
        ) : null}
      </div>
      {showsLimit && sizeLimit ? (
        <p id={`${countId}-limit`} className="cart-item__limit">
          {t(sizeLimit.kind === 'per-event' ? 'cart.limit_per_event' : 'cart.limit_in_all', { limit: sizeLimit.limit })}
        </p>
      ) : null}
      <p className="cart-item__price">
        {price ? (
          <>
            {formatPrice(cartLineAmount(price), price.currency, language)} <span className="cart-item__vat">{t('cart.line_excl_vat')}</span>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className="button button--ghost cart-item__remove"
        aria-label={t('cart.remove_item', { title, dates })}
        disabled={locked}
        onClick={onRemove}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
