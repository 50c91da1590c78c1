import { data } from 'react-router';
import type { ContentItemBase, TranslationLink } from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';
import type { PageMeta } from '../../shared/page-meta';
import { homePath, pathFor, type RouteParams } from '../../shared/routing/paths';
import type { RouteName } from '../../shared/routing/route-table';
import type { PageLoaderArgs } from './page-loader';

/** The site's origin without a trailing slash, for absolute URLs. */
export function siteOrigin(args: Pick<PageLoaderArgs, 'context'>): string {
  return args.context.config.PUBLIC_SITE_URL.replace(/\/$/, '');
}

/**
 * The 404 of a page whose content is unknown or unpublished: 'Page not found: {fullPath}', the
 * path with its query, as the spec's error table has it for an unmatched route.
 */
export function notFound(url: URL): never {
  throw data(null, { status: 404, statusText: `Page not found: ${url.pathname}${url.search}` });
}

/** Route parameters of an item's page from its slug (and a page's parent slug). */
export function itemParams(route: RouteName, slug: string, parentSlug: string | null): RouteParams {
  if (route === 'page' && parentSlug) return { slug: parentSlug, child: slug };
  return { slug };
}

/** The path of an item's page in a language; the home page lives at the language's home path. */
export function itemPath(route: RouteName | 'home', language: Language, slug: string, parentSlug: string | null): string {
  return route === 'home' ? homePath(language) : pathFor(route, language, itemParams(route, slug, parentSlug));
}

// CMS SEO titles often carry the brand ('Kurs X | FEI', 'FEI – Start'); the document title adds
// the site name itself, so it is taken off here to avoid 'Kurs X | FEI | FEI Utbildning'.
const BRAND_SUFFIX = /\s*[|–—-]\s*FEI(?:\s+[\p{L}]+)?\s*$/u;
const BRAND_PREFIX = /^\s*FEI(?:\s+[\p{L}]+)?\s*[|–—-]\s*/u;

/** A title without the site's brand before or after it. */
export function withoutBrand(title: string): string {
  return title.replace(BRAND_SUFFIX, '').replace(BRAND_PREFIX, '').trim();
}

/**
 * Head data of a content page: SEO title and description (falling back to the title and
 * excerpt), canonical link, hreflang alternates from the translation link, OpenGraph image.
 */
export function contentMeta(
  args: PageLoaderArgs,
  route: RouteName | 'home',
  item: Pick<ContentItemBase, 'title' | 'excerpt' | 'seo' | 'image' | 'slug' | 'translation'> & { parentSlug?: string | null },
  options: { type?: PageMeta['type']; noindex?: boolean } = {},
): PageMeta {
  const origin = siteOrigin(args);
  const alternates: Partial<Record<Language, string>> = {
    [args.language]: origin + itemPath(route, args.language, item.slug, item.parentSlug ?? null),
  };
  const translation: TranslationLink | null = item.translation;
  if (translation) alternates[translation.language] = origin + itemPath(route, translation.language, translation.slug, translation.parentSlug);
  const image = item.image.src.startsWith('/') ? origin + item.image.src : item.image.src;
  return {
    title: withoutBrand(item.seo.title) || item.title,
    description: item.seo.description.trim() || item.excerpt,
    canonical: alternates[args.language] ?? origin,
    alternates,
    image,
    type: options.type ?? 'website',
    ...(options.noindex ? { noindex: true } : {}),
  };
}
