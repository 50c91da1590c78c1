// The shared list of booking back-end cases against both adapters: the embedded reference service
// in D1, and the proxy to BACKEND_URL talking to that same service over its HTTP API.
import { env } from 'cloudflare:workers';
import { createEmbeddedBackend } from '../../worker/adapters/backend/embedded';
import { createRemoteBackend } from '../../worker/adapters/backend/remote';
import { ensureContentSeeded } from '../../worker/embedded/content/service/ensure-content-seeded';
import { BACKEND_CASES, type BackendHarness } from './backend-cases';
import { writeContractEvents } from './booking-events';
import { BOOKING_UPSTREAM_URL, bookingUpstream } from './booking-upstream';
import { runContract } from './port-contract';
import { PATIENT_TIMEOUT_MS, upstreamSwitch } from './upstream-switch';

runContract<BackendHarness>(
  'booking back-end',
  {
    embedded: {
      hasUpstream: false,
      async setUp() {
        const events = await writeContractEvents(0);
        return { events, backend: createEmbeddedBackend({ db: env.DB, ensureContent: () => ensureContentSeeded(env.DB) }) };
      },
    },
    remote: {
      hasUpstream: true,
      async setUp() {
        const events = await writeContractEvents(1);
        const control = upstreamSwitch();
        const fetch = bookingUpstream(control);
        // No KV cache: caching GET answers is the proxy's own business (tests/worker/backend-remote.test.ts).
        return {
          events,
          backend: createRemoteBackend({ baseUrl: BOOKING_UPSTREAM_URL, fetch, timeoutMs: PATIENT_TIMEOUT_MS }),
          upstream: { control, impatient: createRemoteBackend({ baseUrl: BOOKING_UPSTREAM_URL, fetch, timeoutMs: 20 }) },
        };
      },
    },
  },
  BACKEND_CASES,
);
