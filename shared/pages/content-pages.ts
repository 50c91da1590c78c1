import type { ContentNode } from '../content/content-node';
import type { Inspiration } from '../content/inspiration';
import type { Page } from '../content/page';
import type { SearchRecord } from '../content/search-record';
import type { PageMeta } from '../page-meta';
import type { ExplorerData } from './explorer-data';
import type { PreviewFlags } from './root-data';

/** What the listing sections of a page show: catalogue cards per department and article cards (without their body). */
export interface Listings {
  courses: SearchRecord[];
  programmes: SearchRecord[];
  inspiration: Inspiration[];
}

/** `/` and `/en`: the home page of the language, its cards and the catalogue explorer. */
export interface HomePageData {
  meta: PageMeta;
  page: Page;
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
