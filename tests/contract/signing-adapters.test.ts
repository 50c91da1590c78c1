// The shared list of e-signing cases against both adapters: the embedded signing page in D1, and
// Scrive's document API through a local fake of it. The orders to sign are committed with the
// embedded booking back end, as the checkout commits them before it asks for a document.
import { env } from 'cloudflare:workers';
import { createEmbeddedBackend } from '../../worker/adapters/backend/embedded';
import { createEmbeddedSigning } from '../../worker/adapters/signing/embedded';
import { createScriveSigning } from '../../worker/adapters/signing/remote';
import { d1ScriveDocuments } from '../../worker/adapters/signing/scrive-documents';
import { ensureContentSeeded } from '../../worker/embedded/content/service/ensure-content-seeded';
import { orderCommitter } from '../worker/fakes/committed-orders';
import { createFakeScrive, SCRIVE_TOKEN, SCRIVE_URL } from './fake-scrive';
import { runContract, answerOf } from './port-contract';
import { SIGNING_CASES, type SigningHarness } from './signing-cases';
import { PATIENT_TIMEOUT_MS, upstreamSwitch } from './upstream-switch';

/** Events in a slot of their own (the back-end suite has slots 0 and 1). */
const SIGNING_EVENTS_SLOT = 2;

/** The embedded booking back end: it commits the orders, and the embedded signing service reads them back. */
const backend = () => createEmbeddedBackend({ db: env.DB, ensureContent: () => ensureContentSeeded(env.DB) });

runContract<SigningHarness>(
  'signing',
  {
    embedded: {
      hasUpstream: false,
      async setUp() {
        const signing = createEmbeddedSigning({ db: env.DB, backend: backend() });
        const page = signing.localPage;
        if (!page) throw new Error('the embedded signing service has its own signing page');
        return {
          signing,
          committedOrder: await orderCommitter(SIGNING_EVENTS_SLOT),
          async signAsSignatory(id) {
            answerOf(await page.sign(id, 'Karin Lund'));
          },
        };
      },
    },
    remote: {
      hasUpstream: true,
      async setUp() {
        const control = upstreamSwitch();
        const scrive = createFakeScrive(control);
        const options = {
          baseUrl: SCRIVE_URL,
          token: SCRIVE_TOKEN,
          fetch: scrive.fetch,
          orders: backend(),
          documents: d1ScriveDocuments(env.DB),
          timeoutMs: PATIENT_TIMEOUT_MS,
        };
        return {
          signing: createScriveSigning(options),
          committedOrder: await orderCommitter(SIGNING_EVENTS_SLOT),
          async signAsSignatory(id) {
            scrive.sign(id, new Date());
          },
          upstream: { control, impatient: createScriveSigning({ ...options, timeoutMs: 20 }) },
        };
      },
    },
  },
  SIGNING_CASES,
);
