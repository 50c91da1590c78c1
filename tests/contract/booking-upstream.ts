// The booking back end as the proxy to BACKEND_URL reaches it: the worker's own embedded back end
// over its HTTP API (`/api/backend/...`, the paths and bodies of the spec's calls), reached
// in-process through the worker's fetch. The switch makes it fail the way a real upstream can.
import { exports } from 'cloudflare:workers';
import type { UpstreamSwitch } from './upstream-switch';

/** The BACKEND_URL of the contract: the worker's own back-end API. */
export const BOOKING_UPSTREAM_URL = 'http://localhost/api/backend';

/** A fetch to the booking upstream that answers as `control` says. */
export function bookingUpstream(control: UpstreamSwitch): (request: Request) => Promise<Response> {
  return async (request) => {
    switch (control.mode) {
      case 'failing':
        return Response.json({ statusCode: 500, statusMessage: 'internal_error', message: 'The booking database is down' }, { status: 500 });
      case 'garbled':
        return new Response('<html><body>Down for maintenance</body></html>', { status: 200, headers: { 'content-type': 'text/html' } });
      case 'unreachable':
        throw new TypeError('fetch failed: connection refused');
      case 'stalled':
        await control.released();
        return new Response(null, { status: 503 });
      case 'ok':
        return exports.default.fetch(request);
    }
  };
}
