// The order-credential cases against the one adapter, the worker's own D1: the credentials belong
// to the site, whatever the booking back end, so there is no remote adapter.
import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { newOrderToken } from '../../shared/schemas/order-token';
import { sha256Hex } from '../../worker/hex-crypto';
import { createEmbeddedOrderCredentials } from '../../worker/adapters/order-credentials/embedded';
import { ORDER_CREDENTIALS_CASES, type OrderCredentialsHarness } from './order-credentials-cases';
import { runContract } from './port-contract';

runContract<OrderCredentialsHarness>(
  'order credentials',
  {
    embedded: {
      hasUpstream: false,
      async setUp() {
        let count = 0;
        return {
          credentials: createEmbeddedOrderCredentials(env.DB),
          newOrderId: () => `FEI-CONTRACT-${++count}`,
        };
      },
    },
  },
  ORDER_CREDENTIALS_CASES,
);

describe('the embedded order credentials', () => {
  test('keep only the SHA-256 of a token, never the token itself', async () => {
    const credentials = createEmbeddedOrderCredentials(env.DB);
    const token = newOrderToken(crypto);
    expect(await credentials.bind('FEI-CONTRACT-HASH', token, 0)).toBe(true);
    const row = await env.DB.prepare('SELECT token_hash FROM order_credential WHERE order_id = ?1')
      .bind('FEI-CONTRACT-HASH')
      .first<{ token_hash: string }>();
    expect(row?.token_hash).toBe(await sha256Hex(token));
    expect(row?.token_hash).not.toContain(token);
  });
});
