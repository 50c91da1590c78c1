import { useSiteData } from '../app/site-data';

/**
 * Whether the header offers preview's refresh button: only when the server verified a staff
 * preview (a valid staff token with `?preview=true` or the preview cookie), as the root data
 * says. The address and the browser's storage cannot turn it on: anyone can add `?preview=true`.
 */
export function usePreviewMode(): boolean {
  return useSiteData().root.preview.staff;
}
