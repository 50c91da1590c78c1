import { useLoaderData, useRouteLoaderData } from 'react-router';
import type { PublicConfig } from '../../shared/public-config';
import type { PageMeta } from '../../shared/page-meta';

/** What the root route's loader provides to every page. */
export interface RootData {
  config: PublicConfig;
}

/** Every page loader returns at least its head data. */
export interface PageData {
  meta: PageMeta;
}

/** The root loader data (configuration for the browser). */
export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}

/** The loader data of the current page route. */
export function usePageData<T extends PageData = PageData>(): T {
  return useLoaderData() as T;
}
