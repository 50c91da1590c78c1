import { createContext, useContext } from 'react';
import type { RootData } from '../../shared/pages/root-data';

/**
 * What every part of a page may read besides its own props: the root route's data (configuration,
 * menu, preview flags) and whether the page shown is a preview of unpublished content. The app
 * provides it from react-router's loader data (web/app/root.tsx), a page hydrated as islands from
 * the data block the server writes for them (web/islands/), so components never ask the router.
 */
export interface SiteData {
  root: RootData;
  previewPage: boolean;
}

const SiteDataContext = createContext<SiteData | null>(null);

export const SiteDataProvider = SiteDataContext.Provider;

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext);
  if (!data) throw new Error('useSiteData outside a SiteDataProvider');
  return data;
}

/** The root loader data (configuration for the browser, the menu, the preview state). */
export function useRootData(): RootData {
  return useSiteData().root;
}
