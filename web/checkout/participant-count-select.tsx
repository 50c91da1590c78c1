import { chosenParticipantCount, participantCountOptions } from '../../shared/cart/participant-count';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { useI18n } from '../app/i18n-context';
import { saveFields, useSavedFields } from './saved-fields';

/** The saved field that holds the visitor's choice of how many distinct people attend. */
export const PARTICIPANT_COUNT_FIELD = 'participantCount';

/**
 * The number of distinct participants in effect for a cart (the saved choice, else the initial
 * count of shared/cart/participant-count.ts) and a way to choose another. Undefined for an empty cart.
 */
export function useParticipantCount(cartId: string, cart: CartOrder): [number | undefined, (count: number) => void] {
  const saved = useSavedFields(cartId);
  const count = chosenParticipantCount(cart, saved[PARTICIPANT_COUNT_FIELD]);
  return [count, (next) => saveFields(cartId, { [PARTICIPANT_COUNT_FIELD]: String(next) })];
}

/**
 * The labelled choice of how many different people attend the booking, with the spec's options
 * (from the largest event's places to one person per place). The initial count may be below them
 * (fewer people named than the largest event has places): it is then listed first, so that the
 * select shows the count in effect rather than a number it does not use.
 */
export function ParticipantCountSelect({ cart, count, onChange }: { cart: CartOrder; count: number; onChange: (count: number) => void }) {
  const { t } = useI18n();
  const options = participantCountOptions(cart);
  const shown = options.includes(count) ? options : [count, ...options];
  const min = options[0];
  const max = options[options.length - 1];
  const several = min !== undefined && max !== undefined && max > min;
  return (
    <div className="field participant-count">
      <label htmlFor="participant-count">{t('checkout.participants.count_label')}</label>
      <div className="field__control">
        <select
          id="participant-count"
          value={String(count)}
          aria-describedby={several ? 'participant-count-hint' : undefined}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {shown.map((option) => (
            <option key={option} value={String(option)}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {several ? (
        <p className="field__hint" id="participant-count-hint">
          {t('checkout.participants.count_hint', { min, max })}
        </p>
      ) : null}
    </div>
  );
}
