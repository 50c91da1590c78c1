import { Link } from '../app/navigation';
import { upcomingEvents } from '../../shared/calendar/business-day';
import type { ContentEvent } from '../../shared/content/content-event';
import type { Course } from '../../shared/content/course';
import type { Programme } from '../../shared/content/programme';
import { locationListText } from '../../shared/content/locations';
import { constraintNotes } from '../../shared/cart/event-rules';
import { ConstraintNotes } from '../cart/constraint-notes';
import { bookerLimit } from '../../shared/cart/booking-limits';
import { pathFor } from '../../shared/routing/paths';
import { countText } from '../../shared/i18n/translator';
import { useI18n } from '../app/i18n-context';
import { BookEventControl } from './book-event-control';
import { formatDateRange } from '../../shared/calendar/date-format';
import { formatPrice } from '../../shared/pricing/price-format';
import { Icon } from '../ui/icon';
import { scheduleEventType, seatState } from './upcoming-events';

function SeatNote({ event }: { event: ContentEvent }) {
  const { t } = useI18n();
  const state = seatState(event);
  if (state === 'cancelled') return <span className="seat-note seat-note--closed">{t('content.cancelled')}</span>;
  if (state === 'full') return <span className="seat-note seat-note--closed">{t('content.fully_booked')}</span>;
  if (state === 'few') return <span className="seat-note seat-note--few">{countText(t, 'content.seats_left', event.seats)}</span>;
  return null;
}

/** One event: dates, its places, pace, price in its currency, what it asks of the booking, seats and the add-to-cart control. */
export function EventRow({ event, item }: { event: ContentEvent; item: Course | Programme }) {
  const { language, t } = useI18n();
  const price = event.prices[0];
  const closed = seatState(event) === 'cancelled' || seatState(event) === 'full';
  return (
    <li className={closed ? 'event-row event-row--closed' : 'event-row'} data-testid="event-row" data-event-id={event.id}>
      <div className="event-row__when">
        <Icon name="calendar" />
        <span className="event-row__dates">{formatDateRange(event.startDate, event.endDate, language)}</span>
      </div>
      <dl className="event-row__facts">
        <div>
          <dt>{t('content.location')}</dt>
          <dd>
            <Icon name="location" /> {locationListText(event.locationOptions, t('content.remote_location'))}
          </dd>
        </div>
        <div>
          <dt>{t('content.pace')}</dt>
          <dd>
            <Icon name="time" /> {event.pace}
          </dd>
        </div>
        <div>
          <dt>{t('content.price')}</dt>
          <dd className="event-row__price">
            {price ? formatPrice(price.amount, price.currency, language) : '–'} <small>{t('content.price_excl_vat')}</small>
          </dd>
        </div>
      </dl>
      <ConstraintNotes notes={constraintNotes(event.checkoutConstraints)} />
      <div className="event-row__actions">
        <SeatNote event={event} />
        <BookEventControl event={event} item={item} closed={closed} />
        <Link
          className="event-row__schedule"
          to={pathFor('schedule', language, { eventType: scheduleEventType(event), eventId: String(event.id) })}
        >
          {t('content.schedule')}
        </Link>
      </div>
    </li>
  );
}

/** The upcoming events of a course or programme (spec: course and programme pages). */
export function EventList({ item }: { item: Course | Programme }) {
  const { t } = useI18n();
  const events = upcomingEvents(item.events, Date.now());
  const limit = bookerLimit(item.category, item.department);
  return (
    <section className="event-list" aria-labelledby="events-title" id="events">
      <h2 id="events-title">{t('content.events_title')}</h2>
      {limit && events.length > 0 ? (
        <p className="notice event-list__limit">
          <Icon name="group" /> {t(limit.key)}
        </p>
      ) : null}
      {events.length === 0 ? (
        <p className="event-list__empty">{t('content.no_events')}</p>
      ) : (
        <ul className="event-list__rows">
          {events.map((event) => (
            <EventRow key={event.id} event={event} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
