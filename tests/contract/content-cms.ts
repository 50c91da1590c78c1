// The GraphQL CMS as the production content adapter reaches it: the embedded content service
// (the repo's schema over D1), reached through a fetch that hands it the adapter's POST. The
// switch makes it fail the way a real CMS can.
import { env } from 'cloudflare:workers';
import { embeddedGraphqlFetch } from '../../worker/embedded/content/service/embedded-graphql';
import type { UpstreamSwitch } from './upstream-switch';

/** CONTENT_GRAPHQL_URL of the contract. */
export const CMS_URL = 'https://cms.test/graphql';

/** The CMS as a fetch that answers as `control` says; `isStaffToken` decides its staff tokens. */
export function contentCms(control: UpstreamSwitch, isStaffToken: (token: string) => Promise<boolean>): typeof fetch {
  const service = embeddedGraphqlFetch({ db: env.DB, isStaffToken });
  return async (input, init) => {
    switch (control.mode) {
      case 'failing':
        return Response.json({ errors: [{ message: 'Database unavailable' }, { message: 'second' }] }, { status: 500 });
      case 'garbled':
        return new Response('{"data": {', { status: 200, headers: { 'content-type': 'application/json' } });
      case 'unreachable':
        throw new TypeError('fetch failed: connection refused');
      case 'stalled':
        await control.released();
        return new Response('Gateway timeout', { status: 504 });
      case 'ok':
        return service(input, init);
    }
  };
}
