import { vi } from 'vitest';
import { totalsFor } from '../../shared/cart/testing';
import type { CartUpdateRequest } from '../../shared/schemas/cart-update-request';

/** The browser's fetch answers the pricing call as the back end would (`totalsFor`) and refuses any other. */
export function stubPriceApi(): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/backend/cart/price') return Response.json(totalsFor(JSON.parse(String(init.body)) as CartUpdateRequest));
    throw new TypeError(`no such call in this test: ${url}`);
  });
}
