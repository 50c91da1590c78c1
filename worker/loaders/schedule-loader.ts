import { upcomingEvents } from '../../shared/calendar/business-day';
import { LANGUAGES, LANGUAGE_LOCALES, type Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import { notFound, siteOrigin } from './content-meta';
import { withLiveSeats } from './live-seats';
import type { PageLoader } from './page-loader';
import { sanitizeNode } from './sanitize-html';

const DATE_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat(LANGUAGE_LOCALES.sv, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat(LANGUAGE_LOCALES.en, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** The address of an event's calendar file, beside its schedule page. */
export function icsPath(language: Language, eventType: string, eventId: string): string {
  return `${pathFor('schedule', language, { eventType, eventId })}/calendar.ics`;
}

/**
 * `/schedule/{course|programme}/{eventId}`: `{ meta, event, item, icsUrl }`, the event read
 * through this language's version of its course or programme (404 when either is unknown or
 * unpublished).
 */
export const scheduleLoader: PageLoader<'schedule'> = async (args) => {
  const { content } = args.context;
  const eventType = args.params['eventType'] === 'programme' ? 'programme' : 'course';
  const eventId = args.params['eventId'] ?? '';
  const stored = await content.event(eventType === 'course' ? 'courseEvent' : 'programmeEvent', Number(eventId), args.language);
  if (!stored) notFound(args.url);
  const [[event = stored], node] = await Promise.all([
    withLiveSeats(args.context.pageSeats, [stored], (failure) => args.context.health.fail('backend', failure)),
    content.preview(stored.postId),
  ]);
  if (!node || node.type !== eventType) notFound(args.url);
  const item = sanitizeNode({ ...node, events: upcomingEvents(node.events, Date.now()) });
  const origin = siteOrigin(args);
  const params = { eventType, eventId };
  const languages = item.translation ? LANGUAGES : [args.language];
  const alternates = Object.fromEntries(languages.map((language) => [language, origin + pathFor('schedule', language, params)]));
  const start = DATE_FORMAT[args.language].format(new Date(`${event.startDate}T00:00:00Z`));
  return {
    meta: {
      title: `${item.title}, ${start}, ${event.location}`,
      description: item.seo.description.trim() || item.excerpt,
      canonical: origin + pathFor('schedule', args.language, params),
      alternates,
      image: item.image.src.startsWith('/') ? origin + item.image.src : item.image.src,
      type: 'website',
    },
    event,
    item,
    icsUrl: icsPath(args.language, eventType, eventId),
  };
};
