// The shared list of content cases against both adapters: the embedded service over D1, and the
// production GraphQL adapter talking to that same service as its CMS. Caching is the same code in
// front of both (tests/worker/content-cache.test.ts), so the ports here are uncached, as in preview.
import { env } from 'cloudflare:workers';
import { uncachedQuery } from '../../worker/adapters/content/content-cache';
import { embeddedContentRequester } from '../../worker/adapters/content/embedded';
import { createGraphqlContent } from '../../worker/adapters/content/graphql-content';
import { remoteContentRequester } from '../../worker/adapters/content/remote';
import { ensureContentSeeded } from '../../worker/embedded/content/service/ensure-content-seeded';
import { signStaffToken, verifyStaffToken } from '../../worker/preview/staff-token';
import { CONTENT_CASES, type ContentHarness } from './content-cases';
import { CMS_URL, contentCms } from './content-cms';
import { runContract } from './port-contract';
import { PATIENT_TIMEOUT_MS, upstreamSwitch } from './upstream-switch';

const PREVIEW_SECRET = 'contract-preview-secret-0123456789';
const isStaffToken = (token: string) => verifyStaffToken(token, PREVIEW_SECRET);
const staffToken = () => signStaffToken(PREVIEW_SECRET, Math.floor(Date.now() / 1000) + 3_600);

runContract<ContentHarness>(
  'content',
  {
    embedded: {
      hasUpstream: false,
      async setUp() {
        await ensureContentSeeded(env.DB);
        const token = await staffToken();
        return {
          content: (access = 'visitor') =>
            createGraphqlContent(
              uncachedQuery(embeddedContentRequester({ db: env.DB, token: access === 'staff' ? token : null, isStaffToken })),
              {
                staff: access === 'staff',
              },
            ),
        };
      },
    },
    remote: {
      hasUpstream: true,
      async setUp() {
        await ensureContentSeeded(env.DB);
        const token = await staffToken();
        const control = upstreamSwitch();
        const fetch = contentCms(control, isStaffToken);
        return {
          content: (access = 'visitor') =>
            createGraphqlContent(
              uncachedQuery(
                remoteContentRequester({ url: CMS_URL, token: access === 'staff' ? token : null, fetch, timeoutMs: PATIENT_TIMEOUT_MS }),
              ),
              {
                staff: access === 'staff',
              },
            ),
          upstream: {
            control,
            impatient: () =>
              createGraphqlContent(uncachedQuery(remoteContentRequester({ url: CMS_URL, token: null, fetch, timeoutMs: 20 })), {
                staff: false,
              }),
          },
        };
      },
    },
  },
  CONTENT_CASES,
);
