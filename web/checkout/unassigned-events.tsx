import { formatDateRange } from '../../shared/calendar/date-format';
import { checkoutIssues } from '../../shared/checkout/checkout-issues';
import { normaliseEmail } from '../../shared/cart/participant-rules';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { useI18n } from '../app/i18n-context';

/**
 * The events of a cart that have fewer participants chosen than places booked (the checkout's
 * `unassigned` issue), each with its dates and how many of its places have a person, so that the
 * confirm step says exactly what holds the booking up. Nothing when every place has a person.
 */
export function UnassignedEvents({ cart }: { cart: CartOrder }) {
  const { language, t } = useI18n();
  const short = new Set(
    checkoutIssues(cart)
      .filter((issue) => issue.code === 'unassigned')
      .map((issue) => issue.path),
  );
  const items = cart.cartItems.filter((item) => short.has(`assignedParticipants.${item.id}`));
  if (items.length === 0) return null;
  return (
    <ul data-testid="unassigned-events">
      {items.map((item) => (
        <li key={item.id}>
          {t('checkout.confirm.unassigned', {
            title: item.displayTitle,
            dates: formatDateRange(item.startDate, item.endDate, language),
            assigned: new Set((cart.assignedParticipants[String(item.id)] ?? []).map(normaliseEmail)).size,
            total: item.participantCount,
          })}
        </li>
      ))}
    </ul>
  );
}
