import { pageBlocksOf, type HomePageData } from '../../shared/pages/content-pages';
import { contentMeta, notFound } from './content-meta';
import { loadListings } from './listings';
import type { PageLoaderArgs } from './page-loader';
import { sanitizeNode } from './sanitize-html';

/**
 * `/` and `/en`: `{ meta, page, listings }`, the blocks of the language's home page and the cards of its
 * listing blocks; the registry adds the explorer (`withExplorer`), whose upcoming courses come from
 * search, so the page needs no cards beyond what its blocks show.
 */
export const homeLoader = async (args: PageLoaderArgs): Promise<Omit<HomePageData, 'explorer'>> => {
  const { content } = args.context;
  const page = await content.home(args.language);
  if (!page) notFound(args.url);
  const listings = await loadListings(content, args.language, page.sections);
  return { meta: contentMeta(args, 'home', { ...page, parentSlug: null }), page: pageBlocksOf(sanitizeNode(page)), listings };
};
