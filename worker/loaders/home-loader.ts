import type { PageSection } from '../../shared/content';
import type { HomePageData } from '../../shared/pages/content-pages';
import { contentMeta, notFound } from './content-meta';
import { loadListings } from './listings';
import type { PageLoaderArgs } from './page-loader';
import { sanitizeNode } from './sanitize-html';

// The home blocks always get a few upcoming courses, programmes and articles, even when the
// editor placed no listing of that kind (the explorer itself comes from search).
const HOME_BLOCKS: PageSection[] = [
  { kind: 'listing', title: 'catalogue', layout: 'carousel', source: 'catalogue', department: null, itemIds: [], link: null },
  { kind: 'listing', title: 'inspiration', layout: 'carousel', source: 'inspiration', department: null, itemIds: [], link: null },
];

/**
 * `/` and `/en`: `{ meta, page, listings }`, the home page of the language and its cards; the
 * registry adds the explorer (`withExplorer`).
 */
export const homeLoader = async (args: PageLoaderArgs): Promise<Omit<HomePageData, 'explorer'>> => {
  const { content } = args.context;
  const page = await content.home(args.language);
  if (!page) notFound(args.url);
  const listings = await loadListings(content, args.language, [...page.sections, ...HOME_BLOCKS]);
  return { meta: contentMeta(args, 'home', { ...page, parentSlug: null }), page: sanitizeNode(page), listings };
};
