// Shared by the content worker tests: requests to the worker and real items of the seed catalogue.
import { businessDay } from '../../shared/calendar/business-day';
import { exports } from 'cloudflare:workers';
import { buildCatalogue } from '../../worker/embedded/content/seed';

/** A request to the worker under test (redirects are not followed). */
export const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }));

/** The seed catalogue as the embedded service serves it today. */
export const catalogue = buildCatalogue(businessDay(Date.now()));

const upcoming = (events: readonly { startDate: string; cancelled: boolean }[]) =>
  events.some((event) => !event.cancelled && event.startDate >= catalogue.today);

/** Published items with a translation, in Swedish and English. */
export const sample = {
  course: (language: 'sv' | 'en') =>
    catalogue.courses.find((c) => c.language === language && c.published && c.showInSearch && upcoming(c.events))!,
  programme: (language: 'sv' | 'en') => catalogue.programmes.find((p) => p.language === language && p.published && upcoming(p.events))!,
  article: (language: 'sv' | 'en') => catalogue.articles.find((a) => a.language === language && a.published)!,
  page: (language: 'sv' | 'en') =>
    catalogue.pages.find(
      (p) => p.language === language && p.published && p.template === 'default' && p.parentSlug === null && p.children.length > 0,
    )!,
  childPage: (language: 'sv' | 'en') => catalogue.pages.find((p) => p.language === language && p.published && p.parentSlug !== null)!,
  unpublishedCourse: () => catalogue.courses.find((c) => !c.published)!,
};

/** The content of a `<meta>` or `<link>` attribute pair in the head, e.g. ('rel', 'canonical', 'href'). */
export function headAttribute(html: string, key: string, value: string, attribute: string): string | null {
  const tag = new RegExp(`<(?:meta|link)[^>]*${key}="${value}"[^>]*>`, 'i').exec(html)?.[0];
  return tag ? (new RegExp(` ${attribute}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null) : null;
}
