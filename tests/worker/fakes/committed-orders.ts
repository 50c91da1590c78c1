// Orders committed with the embedded booking back end, for the tests that ask for a signing
// document: a signing service makes documents only for orders the back end knows.
import { env } from 'cloudflare:workers';
import { createEmbeddedBackend } from '../../../worker/adapters/backend/embedded';
import { ensureContentSeeded } from '../../../worker/embedded/content/service/ensure-content-seeded';
import { unique, writeContractEvents } from '../../contract/booking-events';
import { completeCart } from './booking-carts';

/** Events of their own (the contract suites use slots 0 to 2). */
const SIGNING_TESTS_EVENTS_SLOT = 3;

/** A new order committed now: its id and commit hash, as the checkout sends them to signing. */
export async function newCommittedOrder(): Promise<{ orderId: string; commitHash: string }> {
  const events = await writeContractEvents(SIGNING_TESTS_EVENTS_SLOT);
  const backend = createEmbeddedBackend({ db: env.DB, ensureContent: () => ensureContentSeeded(env.DB) });
  const id = unique();
  const cart = completeCart({
    lines: [{ event: events.booking, emails: [`o-${id}@example.se`] }],
    customerId: `559${id}`,
    contactEmail: `c-${id}@example.se`,
  });
  const committed = await backend.commit(cart);
  if (!committed.ok) throw new Error(`the order could not be committed: ${JSON.stringify(committed.error)}`);
  return { orderId: committed.value.orderId, commitHash: committed.value.commitHash };
}
