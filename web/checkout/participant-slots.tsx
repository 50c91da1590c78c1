import { useI18n } from '../app/i18n-context';

/**
 * The places of the participant list still waiting for a person: as many as the chosen participant
 * count has beyond the people named, each numbered after them, so the list shows how many to add.
 */
export function UnnamedParticipantSlots({ named, count }: { named: number; count: number }) {
  const { t } = useI18n();
  const numbers = Array.from({ length: Math.max(0, count - named) }, (_, index) => named + index + 1);
  return numbers.map((number) => (
    <li key={`slot-${number}`} className="participant-list__item participant-list__item--unnamed" data-testid="participant-slot">
      <span>
        <strong>{t('checkout.participants.slot', { number })}</strong> <span className="muted">{t('checkout.participants.slot_empty')}</span>
      </span>
    </li>
  ));
}
