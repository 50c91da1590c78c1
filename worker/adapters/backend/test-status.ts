import { apiError } from '../../../shared/errors/api-error';
import type { BackendPort } from '../../ports/backend';

/** The customer-name prefix that makes a commit answer a chosen statusMessage (tests only). */
export const TEST_STATUS_PREFIX = 'test-status:';

/**
 * Test-only hook, installed when `ENVIRONMENT` is `test`: a commit whose customer name is
 * `test-status:<statusMessage>` answers 409 with that statusMessage in the API error shape and
 * stores nothing, so end-to-end tests can show every modal of the checkout error catalogue
 * (`duplicate_order`, `multiple_persons_found`, an unknown code, ...).
 */
export function withTestStatusHook(backend: BackendPort): BackendPort {
  return {
    ...backend,
    async commit(cart) {
      const name = cart.customer.name.trim();
      if (name.startsWith(TEST_STATUS_PREFIX)) {
        const statusMessage = name.slice(TEST_STATUS_PREFIX.length).trim() || 'unknown';
        return { ok: false, error: { ...apiError(409, 'duplicate_order', `Test status ${statusMessage}`), statusMessage } };
      }
      return backend.commit(cart);
    },
  };
}
