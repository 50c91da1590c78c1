import { CACHE_CONTROL } from '../cache-control';
import { Hono } from 'hono';
import { addDays, parseIsoDate, toIsoDate, type ContentEvent, type Course, type Programme } from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';
import { pathFor } from '../../shared/routing/paths';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http-error';

const encoder = new TextEncoder();

/** TEXT value escaping of RFC 5545 (3.3.11): backslash, semicolon, comma and newlines. */
export function icsEscape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into lines of at most 75 octets (RFC 5545 3.1), never inside a character. */
export function icsFold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const compactDate = (isoDate: string) => isoDate.replace(/-/g, '');
const stamp = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface IcsInput {
  event: ContentEvent;
  item: Course | Programme;
  /** Absolute URL of the item's page. */
  url: string;
  host: string;
  nowMs: number;
}

/** An iCalendar file (RFC 5545) with one all-day VEVENT for an event: CRLF line ends, folded lines. */
export function eventCalendar({ event, item, url, host, nowMs }: IcsInput): string {
  const start = parseIsoDate(event.startDate);
  const end = parseIsoDate(event.endDate);
  if (!start || !end) throw new Error(`Invalid event dates for event ${event.id}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//FEI//Course calendar//${item.language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.type}-${event.id}@${host}`,
    `DTSTAMP:${stamp(nowMs)}`,
    `DTSTART;VALUE=DATE:${compactDate(toIsoDate(start))}`,
    // DTEND of an all-day event is exclusive: the day after the last day.
    `DTEND;VALUE=DATE:${compactDate(toIsoDate(addDays(end, 1)))}`,
    `SUMMARY:${icsEscape(item.title)}`,
    `LOCATION:${icsEscape(event.location)}`,
    `DESCRIPTION:${icsEscape(`${event.pace}\n${item.excerpt}`)}`,
    `URL:${url}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}

const EVENT_ID = /^[1-9][0-9]{0,9}$/;

/** `/schedule/{course|programme}/{eventId}/calendar.ics` (and under `/en`): the event as a calendar file. */
export function calendarRoutes() {
  const app = new Hono<AppEnv>();
  for (const language of ['sv', 'en'] as const satisfies Language[]) {
    app.get(`${language === 'sv' ? '' : '/en'}/schedule/:eventType/:eventId/calendar.ics`, async (c) => {
      const { eventType, eventId } = c.req.param();
      const notFound = () => new ApiError(404, 'not_found', `Page not found: ${c.req.path}`);
      if ((eventType !== 'course' && eventType !== 'programme') || !EVENT_ID.test(eventId) || Number(eventId) > 2_147_483_647) throw notFound();
      const { content } = c.var.context;
      const event = await content.event(eventType === 'course' ? 'courseEvent' : 'programmeEvent', Number(eventId), language);
      const item = event ? await content.preview(event.postId) : null;
      if (!event || !item || item.type !== eventType) throw notFound();
      const origin = c.var.config.PUBLIC_SITE_URL.replace(/\/$/, '');
      const body = eventCalendar({
        event,
        item,
        url: origin + pathFor(item.type, language, { slug: item.slug }),
        host: new URL(origin).host,
        nowMs: Date.now(),
      });
      c.header('Content-Type', 'text/calendar; charset=UTF-8');
      c.header('Content-Disposition', `attachment; filename="${item.slug}-${event.startDate}.ics"`);
      c.header('Cache-Control', CACHE_CONTROL.calendar);
      return c.body(body);
    });
  }
  return app;
}
