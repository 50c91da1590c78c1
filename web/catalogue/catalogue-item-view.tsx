import type { ReactNode } from 'react';
import { upcomingEvents } from '../../shared/calendar/business-day';
import type { Course } from '../../shared/content/course';
import { LOCATIONS, locationListText } from '../../shared/content/locations';
import type { Programme } from '../../shared/content/programme';
import { useI18n } from '../app/i18n-context';
import { EventList } from './event-list';
import { FactList } from './fact-list';
import { formatDate } from '../../shared/calendar/date-format';
import { Icon } from '../ui/icon';
import { ItemHero } from './item-hero';
import { RichText } from '../content/rich-text';

/**
 * The body of a course or programme page: hero with intro and a jump to the dates, the content
 * (which carries the highlights) beside the facts, then the upcoming events with the add-to-cart control.
 * `extra` goes under the content (a programme's courses).
 */
export function CatalogueItemView({ item, extra }: { item: Course | Programme; extra?: ReactNode }) {
  const { language, t } = useI18n();
  const upcoming = upcomingEvents(item.events, Date.now()).filter((event) => !event.cancelled);
  const next = upcoming[0];
  const used = new Set(upcoming.map((event) => event.location));
  const locations = LOCATIONS.filter((location) => used.has(location));
  return (
    <article className="item-page" data-testid={`${item.type}-page`}>
      <ItemHero eyebrow={item.headerTitle} title={item.title} isNew={item.isNew} image={item.image} playbackId={item.muxPlaybackId}>
        {item.excerpt ? <p className="lead">{item.excerpt}</p> : null}
        <p className="item-hero__next">
          <Icon name="calendar" />
          {next ? `${t('content.next_start')}: ${formatDate(next.startDate, language)}` : t('content.undefined_date')}
        </p>
        <a className="button button--primary" href="#events">
          {t('content.events_title')}
          <Icon name="chevron-down" />
        </a>
      </ItemHero>
      <div className="item-page__body">
        <div className="item-page__main">
          <RichText html={item.content} />
          {extra}
        </div>
        <aside className="item-page__aside">
          <FactList
            title={t('content.facts')}
            facts={[
              { icon: 'education', label: t('content.topic'), value: item.topic },
              { icon: 'group', label: t('content.form'), value: item.educationalForm },
              {
                icon: 'location',
                label: t('content.locations'),
                value: locations.length ? locationListText(locations, t('content.remote_location')) : '–',
              },
              { icon: 'time', label: t('content.pace'), value: next?.pace ?? t('content.undefined_date') },
            ]}
          />
        </aside>
      </div>
      <div className="item-page__events">
        <EventList item={item} />
      </div>
    </article>
  );
}
