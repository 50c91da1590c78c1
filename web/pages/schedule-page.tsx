import { Link } from '../app/navigation';
import { locationListText } from '../../shared/content/locations';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { usePageData } from '../app/page-data';
import { BookEventControl } from '../catalogue/book-event-control';
import { FactList } from '../catalogue/fact-list';
import { formatDateRange } from '../../shared/calendar/date-format';
import { formatPrice } from '../../shared/pricing/price-format';
import { Icon } from '../ui/icon';
import { seatState } from '../catalogue/upcoming-events';

/** The schedule page of one event: its facts, its course or programme, and the calendar file. */
export function SchedulePage() {
  const { event, item, icsUrl } = usePageData('schedule');
  const { language, t } = useI18n();
  const price = event.prices[0];
  const state = seatState(event);
  const itemPath = pathFor(item.type, language, { slug: item.slug });
  return (
    <article className="schedule-page" data-testid="schedule-page">
      <header className="page-header">
        <div className="page-header__inner">
          <nav className="breadcrumb" aria-label={t('content.part_of')}>
            <Link to={itemPath}>
              <Icon name="chevron-left" />
              {item.title}
            </Link>
          </nav>
          <p className="eyebrow">{t('content.schedule_title')}</p>
          <h1 tabIndex={-1}>{item.title}</h1>
          <p className="lead">{formatDateRange(event.startDate, event.endDate, language)}</p>
        </div>
      </header>
      <div className="page-band">
        <div className="page-band__inner schedule-page__grid">
          <div className="schedule-page__card">
            {state === 'cancelled' ? <p className="notice notice--warning">{t('content.event_cancelled')}</p> : null}
            <FactList
              facts={[
                { icon: 'calendar', label: t('content.dates'), value: formatDateRange(event.startDate, event.endDate, language) },
                {
                  icon: 'location',
                  label: t('content.location'),
                  value: locationListText(event.locationOptions, t('content.remote_location')),
                },
                { icon: 'time', label: t('content.pace'), value: event.pace },
                {
                  icon: 'list',
                  label: t('content.price'),
                  value: price ? `${formatPrice(price.amount, price.currency, language)} ${t('content.price_excl_vat')}` : '–',
                },
                {
                  icon: 'group',
                  label: t('content.seats'),
                  value: state === 'full' ? t('content.fully_booked') : String(event.seats),
                },
              ]}
            />
            <div className="schedule-page__actions">
              <BookEventControl event={event} item={item} closed={state === 'full' || state === 'cancelled'} />
              <a className="button button--secondary" href={icsUrl} download data-testid="ics-link">
                <Icon name="calendar" />
                {t('content.add_to_calendar')}
              </a>
            </div>
          </div>
          <div className="schedule-page__item">
            <img src={item.image.src} alt={item.image.alt} width={1200} height={675} />
            <p>{item.excerpt}</p>
            <Link className="button button--ghost" to={itemPath}>
              {t('content.to_item', { title: item.title })}
              <Icon name="arrow-right" />
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
