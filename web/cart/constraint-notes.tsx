import type { ConstraintNoteKey } from '../../shared/cart/event-rules';
import { useI18n } from '../app/i18n-context';

/**
 * Why a date asks more of its booking than its kind of course does ("Only companies can book this
 * date", "This date requires a personal ID number"): shown on the date's row of its course page,
 * in the cart and in the checkout, wherever the visitor meets the date. Nothing for a date that
 * asks nothing more.
 */
export function ConstraintNotes({ notes }: { notes: readonly ConstraintNoteKey[] }) {
  const { t } = useI18n();
  if (notes.length === 0) return null;
  return (
    <ul className="constraint-notes" data-testid="constraint-notes">
      {notes.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ul>
  );
}
