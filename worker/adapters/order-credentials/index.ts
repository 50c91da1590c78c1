import type { OrderCredentialsPort } from '../../ports/order-credentials';
import { createEmbeddedOrderCredentials } from './embedded';

/**
 * The order credentials: always the worker's own D1. They belong to the site, not to the booking
 * back end (a remote one knows nothing of tokens), so there is no remote adapter and nothing to
 * configure.
 */
export function createOrderCredentials(env: Pick<Env, 'DB'>): OrderCredentialsPort {
  return createEmbeddedOrderCredentials(env.DB);
}
