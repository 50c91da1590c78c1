import type { MenuResponse } from '../content/menu';
import type { PublicConfig } from '../public-config';

/** Whether preview mode is on, and whether the visitor holds a valid staff token (sees unpublished content). */
export interface PreviewFlags {
  active: boolean;
  staff: boolean;
}

/**
 * The root route's data, under every page: the browser configuration, the menu of the path's
 * language and the preview state (the header's refresh button).
 */
export interface RootData {
  config: PublicConfig;
  menu: MenuResponse;
  preview: PreviewFlags;
}
