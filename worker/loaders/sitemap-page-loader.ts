import type { ContentType, SitemapEntry } from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';
import { itemPath } from './content-meta';
import type { PageLoader } from './page-loader';
import { staticPageMeta, titleKeyOf } from './page-meta';

const SECTION_TITLES: Record<ContentType, Record<Language, string>> = {
  page: { sv: 'Sidor', en: 'Pages' },
  course: { sv: 'Kurser', en: 'Courses' },
  programme: { sv: 'Program', en: 'Programmes' },
  inspiration: { sv: 'Inspiration', en: 'Inspiration' },
};
const ORDER: ContentType[] = ['page', 'course', 'programme', 'inspiration'];

/** The site path of a sitemap entry. */
export function entryPath(entry: Pick<SitemapEntry, 'type' | 'isHome' | 'language' | 'slug' | 'parentSlug'>): string {
  return itemPath(entry.isHome ? 'home' : entry.type, entry.language, entry.slug, entry.parentSlug);
}

/** `/sitemap`: `{ meta, sections: [{ title, entries: [{ title, url }] }] }`, every published page by kind. */
export const sitemapPageLoader: PageLoader<'sitemap'> = async (args) => {
  const entries = await args.context.content.sitemapEntries(args.language);
  const collator = new Intl.Collator(args.language);
  const sections = ORDER.map((type) => ({
    title: SECTION_TITLES[type][args.language],
    entries: entries
      .filter((entry) => entry.type === type)
      .sort((a, b) => Number(b.isHome) - Number(a.isHome) || collator.compare(a.title, b.title))
      .map((entry) => ({ title: entry.title, url: entryPath(entry) })),
  })).filter((section) => section.entries.length > 0);
  return { meta: staticPageMeta(args, titleKeyOf(args.route)), sections };
};
