import type { ContentNode } from '../content/content-node';
import type { Page } from '../content/page';
import type { Listings } from '../content/listing-cards';
import type { PageMeta } from '../page-meta';
import type { ExplorerData } from './explorer-data';
import type { PreviewFlags } from './root-data';

export type { Listings } from '../content/listing-cards';

/**
 * What a page of blocks draws from its content page: the blocks, the hero's eyebrow and the
 * template. Its head tags come from `meta`, so the rest of the page (excerpt, SEO texts, the
 * translation) stays on the server.
 */
export type PageBlocks = Pick<Page, 'template' | 'headerTitle' | 'sections'>;

export function pageBlocksOf(page: Page): PageBlocks {
  return { template: page.template, headerTitle: page.headerTitle, sections: page.sections };
}

/** `/` and `/en`: the home page's blocks, its cards and the catalogue explorer. */
export interface HomePageData {
  meta: PageMeta;
  page: PageBlocks;
  listings: Listings;
  explorer: ExplorerData;
}

/**
 * `/{slug}` and `/{slug}/{child}`: a generic page, its parent (a child page), the pages of its
 * section and its cards; `explorer` when the page has an explorer section (the catalogue page).
 */
export interface ContentPageData {
  meta: PageMeta;
  page: Page;
  parent?: Page;
  children: Page[];
  listings: Listings;
  explorer?: ExplorerData;
}

/** One group of the sitemap page: a kind of page and its links. */
export interface SitemapSection {
  title: string;
  entries: { title: string; url: string }[];
}

/** `/sitemap`: every published page of the language, grouped by kind. */
export interface SitemapPageData {
  meta: PageMeta;
  sections: SitemapSection[];
}

/**
 * `/preview?post_id=`: the item as staff preview it, or `null` when it is unknown or unpublished
 * and the visitor holds no valid staff token (nothing of it leaves the worker then).
 */
export interface PreviewPageData {
  meta: PageMeta;
  node: ContentNode | null;
  preview: PreviewFlags;
}
