// Orders committed with the embedded booking back end, for the tests that ask for a signing
// document: a signing service makes documents only for orders the back end knows, and the route
// only for the holder of the order's token (bound here as the commit route binds it).
import { env } from 'cloudflare:workers';
import { createEmbeddedBackend } from '../../../worker/adapters/backend/embedded';
import { newOrderToken } from '../../../shared/schemas/order-token';
import { createEmbeddedOrderCredentials } from '../../../worker/adapters/order-credentials/embedded';
import { ensureContentSeeded } from '../../../worker/embedded/content/service/ensure-content-seeded';
import { unique, writeContractEvents } from '../../contract/booking-events';
import { completeCart } from './booking-carts';

export interface CommittedOrder {
  orderId: string;
  commitHash: string;
  /** The order's credential, bound as the commit route binds it. */
  orderToken: string;
}

/**
 * Writes the events of a slot (contract suites use 0 to 2) and answers a function that commits a
 * new order on one of them each time: its id and commit hash, as the checkout sends them to signing.
 */
export async function orderCommitter(slot: number): Promise<() => Promise<CommittedOrder>> {
  const events = await writeContractEvents(slot);
  const backend = createEmbeddedBackend({ db: env.DB, ensureContent: () => ensureContentSeeded(env.DB) });
  const credentials = createEmbeddedOrderCredentials(env.DB);
  return async () => {
    const id = unique();
    const cart = completeCart({
      lines: [{ event: events.booking, emails: [`o-${id}@example.se`] }],
      customerId: `559${id}`,
      contactEmail: `c-${id}@example.se`,
    });
    const committed = await backend.commit(cart);
    if (!committed.ok) throw new Error(`the order could not be committed: ${JSON.stringify(committed.error)}`);
    const orderToken = newOrderToken(crypto);
    if (!(await credentials.bind(committed.value.orderId, orderToken, Date.now()))) {
      throw new Error(`the order ${committed.value.orderId} is already bound to another token`);
    }
    return { orderId: committed.value.orderId, commitHash: committed.value.commitHash, orderToken };
  };
}

/** Events of their own for the worker tests' orders. */
const SIGNING_TESTS_EVENTS_SLOT = 3;

/** A new order committed now. */
export async function newCommittedOrder(): Promise<CommittedOrder> {
  return (await orderCommitter(SIGNING_TESTS_EVENTS_SLOT))();
}
