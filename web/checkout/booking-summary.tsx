import type { CartOrder } from '../../shared/schemas/cart-order';
import { useI18n } from '../app/i18n-context';
import { whenAndWhere } from '../../shared/cart/when-and-where';
import { itemPlaces } from '../../shared/cart/event-rules';
import { countText } from '../../shared/i18n/translator';

/** What is booked: each event with its dates, place and participants, the customer and the contact person. */
export function BookingSummary({ cart }: { cart: CartOrder }) {
  const { language, t } = useI18n();
  const names = new Map(cart.participantPool.map((participant) => [participant.email, `${participant.firstName} ${participant.lastName}`]));
  const { customer, contactPerson } = cart;
  return (
    <div className="booking-summary" data-testid="booking-summary">
      <section aria-labelledby="summary-items">
        <h2 id="summary-items">{t('checkout.confirm.items')}</h2>
        <ul className="booking-summary__items">
          {cart.cartItems.map((item) => (
            <li key={item.id}>
              <strong>{item.displayTitle}</strong>
              <span className="muted"> {whenAndWhere(item, itemPlaces(cart, item.id), language, t('content.remote_location'))}</span>
              <span> · {countText(t, 'checkout.confirm.participant_count', item.participantCount)}</span>
              <ul>
                {(cart.assignedParticipants[String(item.id)] ?? []).map((email) => (
                  <li key={email}>{names.get(email) ?? email}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <div className="booking-summary__people">
        <section aria-labelledby="summary-customer">
          <h2 id="summary-customer">{t('checkout.confirm.customer')}</h2>
          <p>
            {customer.name}
            <br />
            {customer.identificationNumber}
            <br />
            {customer.address.address}, {customer.address.zip} {customer.address.city}
          </p>
        </section>
        <section aria-labelledby="summary-contact">
          <h2 id="summary-contact">{t('checkout.confirm.contact')}</h2>
          <p>
            {contactPerson.firstName} {contactPerson.lastName}
            <br />
            {contactPerson.email}
          </p>
        </section>
      </div>
    </div>
  );
}
