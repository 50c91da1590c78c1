import { beforeAll, describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { eventCalendar, icsEscape, icsFold } from '../../worker/routes/calendar';
import { catalogue, get, sample } from './content-helpers';

const ORIGIN = 'http://localhost:8787';

beforeAll(async () => {
  await get('/sv-sitemap.xml');
}, 60_000);

describe('sitemaps and robots.txt', () => {
  test('/sitemap.xml is an index of the three other sitemaps', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${ORIGIN}/index-sitemap.xml`, `${ORIGIN}/sv-sitemap.xml`, `${ORIGIN}/en-sitemap.xml`]);
  });

  test('/index-sitemap.xml lists the home, search and sitemap pages of both languages with alternates', async () => {
    const xml = await (await get('/index-sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(['/', '/en', '/sok', '/en/search', '/sitemap', '/en/sitemap'].map((path) => ORIGIN + path));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/search"/>`);
  });

  test('/sv-sitemap.xml lists every published Swedish page with its English alternate', async () => {
    const xml = await (await get('/sv-sitemap.xml')).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const course = sample.course('sv');
    const svUrl = ORIGIN + pathFor('course', 'sv', { slug: course.slug });
    const enUrl = ORIGIN + pathFor('course', 'en', { slug: course.translation!.slug });
    const entry = new RegExp(`<url><loc>${svUrl}</loc>.*?</url>`).exec(xml)?.[0] ?? '';
    expect(entry).toContain(`hreflang="en" href="${enUrl}"`);
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
    const child = sample.childPage('sv');
    expect(xml).toContain(`<loc>${ORIGIN}${pathFor('page', 'sv', { slug: child.parentSlug!, child: child.slug })}</loc>`);
    const published = [...catalogue.pages, ...catalogue.courses, ...catalogue.programmes, ...catalogue.articles].filter(
      (item) => item.language === 'sv' && item.published && !(item.type === 'page' && item.template === 'home'),
    );
    expect(xml.match(/<url>/g)?.length).toBe(published.length);
  });

  test('unpublished items are in no sitemap', async () => {
    const hidden = sample.unpublishedCourse();
    const xml = await (await get(`/${hidden.language}-sitemap.xml`)).text();
    expect(xml).not.toContain(`/${hidden.slug}<`);
  });

  test('/en-sitemap.xml lists English pages', async () => {
    const xml = await (await get('/en-sitemap.xml')).text();
    expect(xml).toContain(`<loc>${ORIGIN}/en/course/`);
    expect(xml).not.toContain(`<loc>${ORIGIN}/kurs/`);
  });

  test('/robots.txt allows everything and names the sitemap by its absolute URL', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('Content-Type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

// Issue 49, item 5: a sitemap asked for without Accept-Encoding was answered gzip-encoded. The
// platform hands the worker `Accept-Encoding: br, gzip` whatever the client sent and keeps the
// client's own value in `request.cf.clientAcceptEncoding` (an empty string when it sent none, as
// miniflare gives it under wrangler dev): these requests arrive as the platform passes them on.
describe('a language sitemap is gzipped only for a client that takes gzip', () => {
  const asPassedOn = (clientAcceptEncoding: string) =>
    get('/sv-sitemap.xml', { headers: { 'Accept-Encoding': 'br, gzip' }, cf: { clientAcceptEncoding } });

  test('a client that sent no Accept-Encoding gets the plain XML', async () => {
    const response = await asPassedOn('');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('<?xml');
  });

  test('a client that takes gzip gets the XML gzipped', async () => {
    const plain = await (await asPassedOn('')).text();
    const response = await asPassedOn('gzip, deflate, br');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    // The runtime's fetch decodes the body for its caller, as a browser does.
    expect(await response.text()).toBe(plain);
  });
});

describe('the calendar file of an event', () => {
  const course = sample.course('en');
  const event = course.events.find((candidate) => candidate.startDate >= catalogue.today)!;

  test('answers text/calendar as an attachment with one all-day event', async () => {
    const response = await get(`/en/schedule/course/${event.id}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/calendar');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.ics"$/);
    const ics = await response.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${event.startDate.replace(/-/g, '')}\r\n`);
    expect(unfolded).toContain(`UID:courseEvent-${event.id}@localhost:8787`);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`SUMMARY:${icsEscape(course.title)}`);
    expect(unfolded).toContain(`LOCATION:${event.location}`);
    expect(unfolded).toContain(`URL:${ORIGIN}/en/course/${course.slug}`);
  });

  test('an unknown event or kind answers 404', async () => {
    expect((await get('/schedule/course/999999/calendar.ics')).status).toBe(404);
    expect((await get(`/schedule/programme/${event.id}/calendar.ics`)).status).toBe(404);
    expect((await get('/schedule/concert/1/calendar.ics')).status).toBe(404);
  });

  test('text is escaped and long lines are folded at 75 octets without splitting a character', () => {
    expect(icsEscape('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = icsFold(`SUMMARY:${'å'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(2);
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines[1]?.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'å'.repeat(60)}`);
  });

  test('the end date is exclusive: a one-day event ends the next day', () => {
    const ics = eventCalendar({
      event: { ...event, startDate: '2030-12-31', endDate: '2030-12-31', cancelled: true },
      item: course,
      url: 'https://example.org/x',
      host: 'example.org',
      nowMs: Date.UTC(2030, 0, 1),
    });
    expect(ics).toContain('DTSTART;VALUE=DATE:20301231\r\nDTEND;VALUE=DATE:20310101\r\n');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('DTSTAMP:20300101T000000Z');
  });
});
