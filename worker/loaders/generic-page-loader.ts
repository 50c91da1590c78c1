import { redirect } from 'react-router';
import type { Page } from '../../shared/content';
import { homePath } from '../../shared/routing/paths';
import type { ContentPort } from '../ports/content';
import { contentMeta, notFound } from './content-meta';
import { loadListings } from './listings';
import { explorerFromUrl } from './search';
import type { PageLoader } from './page-loader';
import { sanitizeNode } from './sanitize-html';

/** Whether the home page has a section or a tab at `#{uri}`. */
function homeHasSection(home: Page, uri: string): boolean {
  return (
    home.sections.some((section) => section.kind === 'text' && section.anchor === uri) ||
    (home.subnav?.items.some((item) => item.href === `#${uri}`) ?? false)
  );
}

async function childPages(content: ContentPort, page: Page): Promise<Page[]> {
  const children = await Promise.all(page.children.map((child) => content.page(child.slug, page.language, page.slug)));
  return children.filter((child): child is Page => child !== null).map(sanitizeNode);
}

/**
 * `/{slug}` and `/{slug}/{child}`: `{ meta, page, parent?, children, listings, explorer? }`;
 * `explorer` when the page has an explorer section.
 *
 * The home route's `{uri}` variant, in each language: a single segment that is no generic page but
 * names a section (anchor) or tab of the home page answers 301 to `{home}{query}#{uri}`; anything
 * else is a 404 (docs/decisions/032). The home page's own slug redirects to the home path, so the
 * home page has one address.
 */
export const genericPageLoader: PageLoader<'page'> = async (args) => {
  const { content } = args.context;
  const { language } = args;
  const slug = args.params['slug'] ?? '';
  const child = args.params['child'];
  const [page, parent] = await Promise.all([
    child ? content.page(child, language, slug) : content.page(slug, language),
    child ? content.page(slug, language) : Promise.resolve(null),
  ]);
  if (!page || (child && !parent)) {
    if (!child) {
      const home = await content.home(language);
      // The query goes along (a campaign's parameters, a filter), as the variant is the home page.
      if (home && homeHasSection(home, slug)) throw redirect(`${homePath(language)}${args.url.search}#${slug}`, 301);
    }
    notFound(args.url);
  }
  if (page.template === 'home') throw redirect(homePath(language), 301);
  // A page with an explorer section (the catalogue page) searches on the server from its URL
  // query, so the menu's filtered links show their results with and without JavaScript.
  const hasExplorer = page.sections.some((section) => section.kind === 'explorer');
  const [children, listings, explorer] = await Promise.all([
    childPages(content, page),
    loadListings(content, language, page.sections),
    hasExplorer ? explorerFromUrl(args) : Promise.resolve(null),
  ]);
  return {
    meta: contentMeta(args, 'page', page),
    page: sanitizeNode(page),
    ...(parent ? { parent: sanitizeNode(parent) } : {}),
    children,
    listings,
    ...(explorer ? { explorer } : {}),
  };
};
