import type { PageMeta } from '../page-meta';
import type { RouteName } from '../routing/route-table';
import type { CoursePageData, InspirationPageData, ProgrammePageData, SchedulePageData } from './catalogue-pages';
import type { ContentPageData, HomePageData, PreviewPageData, SitemapPageData } from './content-pages';
import type { SearchPageData } from './explorer-data';
import type { ShareCartPageData } from './share-cart-page';

/**
 * The data of a page that loads nothing but its head: the checkout and application steps (their
 * cart lives in the browser) and the error page.
 */
export interface FramePageData {
  meta: PageMeta;
}

/**
 * The data of every route's page by route name: what the worker's loader of that route returns
 * (`worker/loaders/index.ts` checks it) and what the page reads with `usePageData(name)`.
 */
export interface PageDataMap {
  home: HomePageData;
  search: SearchPageData;
  sitemap: SitemapPageData;
  error: FramePageData;
  preview: PreviewPageData;
  course: CoursePageData;
  programme: ProgrammePageData;
  inspiration: InspirationPageData;
  schedule: SchedulePageData;
  'share-cart': ShareCartPageData;
  checkout: FramePageData;
  'checkout-customer': FramePageData;
  'checkout-booking': FramePageData;
  'checkout-confirm': FramePageData;
  'checkout-status': FramePageData;
  application: FramePageData;
  'application-cart': FramePageData;
  'application-attachments': FramePageData;
  'application-customer': FramePageData;
  'application-status': FramePageData;
  page: ContentPageData;
}

/**
 * The page data of route R. Indexing the map by every route name makes a route added to the
 * route table without its data type here a type error.
 */
export type PageDataOf<R extends RouteName> = PageDataMap[R];
