import { listText } from '../../shared/i18n/list-text';
import type { CartItem } from '../../shared/schemas/cart-item';
import type { Participant } from '../../shared/schemas/participant';
import { useI18n } from '../app/i18n-context';

/** The element id of the note that says why an event's unticked boxes cannot be ticked. */
export const fullEventNoteId = (itemId: number) => `full-note-${itemId}`;

/**
 * Why the unticked boxes of a full event are disabled, and the way on: who holds its places and
 * that unticking one of them frees a place. The disabled boxes point to it with aria-describedby.
 */
export function FullEventNote({ item, assigned, pool }: { item: CartItem; assigned: readonly string[]; pool: readonly Participant[] }) {
  const { language, t } = useI18n();
  const names = assigned.map((email) => {
    const person = pool.find((entry) => entry.email === email);
    return person ? `${person.firstName} ${person.lastName}` : email;
  });
  // The count picks the text of a single place (full_note_one) or of several.
  const text = t('checkout.participants.full_note', { count: item.participantCount, names: listText(language, names) });
  return (
    <p id={fullEventNoteId(item.id)} className="field__hint full-event-note" data-testid="full-event-note">
      {text}
    </p>
  );
}
