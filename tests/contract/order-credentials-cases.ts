// The one list of order-credential cases (tests/contract/order-credentials-adapters.test.ts): the
// first commit's token holds the order, a retry with it still does, and no other token, no order
// nobody bound, and no look-alike of the token ever does.
import { expect } from 'vitest';
import { newOrderToken } from '../../shared/schemas/order-token';
import type { OrderCredentialsPort } from '../../worker/ports/order-credentials';
import type { ContractCase } from './port-contract';

export interface OrderCredentialsHarness {
  credentials: OrderCredentialsPort;
  /** An order id no case has used before. */
  newOrderId(): string;
}

const NOW = Date.UTC(2026, 2, 1, 9);
const token = () => newOrderToken(crypto);

export const ORDER_CREDENTIALS_CASES: readonly ContractCase<OrderCredentialsHarness>[] = [
  {
    name: 'bind: the first token bound to an order holds it',
    async run({ credentials, newOrderId }) {
      const orderId = newOrderId();
      const first = token();
      expect(await credentials.bind(orderId, first, NOW)).toBe(true);
      expect(await credentials.holds(orderId, first)).toBe(true);
    },
  },
  {
    name: 'bind: the same token again (a retried commit) still holds the order',
    async run({ credentials, newOrderId }) {
      const orderId = newOrderId();
      const first = token();
      expect(await credentials.bind(orderId, first, NOW)).toBe(true);
      expect(await credentials.bind(orderId, first, NOW + 1_000)).toBe(true);
      expect(await credentials.holds(orderId, first)).toBe(true);
    },
  },
  {
    name: 'bind: another token is refused and holds nothing; the first still holds the order',
    async run({ credentials, newOrderId }) {
      const orderId = newOrderId();
      const first = token();
      const second = token();
      expect(await credentials.bind(orderId, first, NOW)).toBe(true);
      expect(await credentials.bind(orderId, second, NOW + 1_000)).toBe(false);
      expect(await credentials.holds(orderId, second)).toBe(false);
      expect(await credentials.holds(orderId, first)).toBe(true);
    },
  },
  {
    name: 'holds: no token holds an order nobody bound',
    async run({ credentials, newOrderId }) {
      expect(await credentials.holds(newOrderId(), token())).toBe(false);
    },
  },
  {
    name: 'holds: a token holds only its own order, and a longer token that starts with it holds nothing',
    async run({ credentials, newOrderId }) {
      const mine = newOrderId();
      const other = newOrderId();
      const first = token();
      expect(await credentials.bind(mine, first, NOW)).toBe(true);
      expect(await credentials.bind(other, token(), NOW)).toBe(true);
      expect(await credentials.holds(other, first)).toBe(false);
      expect(await credentials.holds(mine, `${first}${'0'.repeat(32)}`)).toBe(false);
    },
  },
];
