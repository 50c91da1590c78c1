import { STAFF_TOKEN_COOKIE, signStaffToken } from '../../worker/preview/staff-token';

/** The secret the tests configure as PREVIEW_SECRET. */
export const TEST_PREVIEW_SECRET = 'preview-secret-for-tests-0123456789';

/** A `Cookie` pair with a staff token signed with `secret`, valid for an hour after `nowMs`. */
export async function staffCookie(secret = TEST_PREVIEW_SECRET, nowMs = Date.now()): Promise<string> {
  return `${STAFF_TOKEN_COOKIE}=${await signStaffToken(secret, Math.floor(nowMs / 1000) + 3600)}`;
}
