import { isPreviewPage } from './preview-paths';
import { STAFF_TOKEN_COOKIE, verifyStaffToken } from './staff-token';

/** Session cookie that keeps preview mode on for the browser session. */
export const PREVIEW_COOKIE = 'fei_preview';

/**
 * Preview mode of one request. `staff` is true only when preview is asked for and the staff token
 * is valid; only then is nothing cached. `active` is `staff`, or the /preview page itself (always a
 * preview page, but without staff it shows only published items, through the caches).
 */
export interface PreviewState {
  active: boolean;
  staff: boolean;
  /** The staff token to forward to the content service (only when `staff`). */
  token: string | null;
}

/** What the preview state is read from: the request's URL and one of its cookies by name. */
export interface PreviewRequest {
  url: URL;
  cookie: (name: string) => string | undefined;
}

/**
 * Reads preview mode from a request. Preview is asked for with `?preview=true`, the session flag,
 * or on the /preview page itself (the CMS's preview links land there), but it bypasses the caches
 * only with a valid staff token: without one, the flag and the parameter change nothing, so a
 * flood of them is served from the page and content caches like any public request.
 */
export async function readPreviewState({ url, cookie }: PreviewRequest, secret: string | undefined, nowMs = Date.now()): Promise<PreviewState> {
  const parameter = url.searchParams.get('preview');
  const previewPage = isPreviewPage(url.pathname);
  const requested = parameter === 'true' || (parameter !== 'false' && (cookie(PREVIEW_COOKIE) === '1' || previewPage));
  if (!requested) return { active: false, staff: false, token: null };
  const token = cookie(STAFF_TOKEN_COOKIE);
  const staff = token ? await verifyStaffToken(token, secret, nowMs) : false;
  return { active: staff || previewPage, staff, token: staff && token ? token : null };
}
