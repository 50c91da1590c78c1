import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { ShareResponseSchema } from '../../shared/schemas/share';
import { EVENTS, SETUP_TIMEOUT_MS, getPath, loadFakeCatalogue, unique } from '../worker/fakes/booking-catalogue';
import { completeCart } from '../worker/fakes/booking-carts';

// Attack: the share limit (LIMIT_SHARE) is on `POST /api/backend/cart/share`; a script tries to
// write shares another way (PUT, PATCH or DELETE on the share route or on a share's own address, a
// trailing slash, another case) to store or overwrite shares without limit.
// Defence: POST is the only call that creates or updates a share; every other method on those
// routes answers 405 before anything is read or stored, and other spellings of the path are no
// route at all, so the one limited call is the only way in.

const CLIENT = { 'CF-Connecting-IP': '198.51.100.231' };

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('a shared cart is written only through the limited POST', () => {
  test('PUT, PATCH and DELETE on the share routes answer 405 and change nothing', async () => {
    const cart = completeCart({
      lines: [{ event: EVENTS.shareA, emails: [`methods-${unique()}@example.se`] }],
      customerId: unique(),
      contactEmail: 'k@example.se',
    });
    const made = await getPath('/api/backend/cart/share', {
      method: 'POST',
      headers: { ...CLIENT, 'Content-Type': 'application/json' },
      body: JSON.stringify({ cart, fields: {} }),
    });
    expect(made.status).toBe(201);
    const { id, editKey } = ShareResponseSchema.parse(await made.json()).cart.meta.sharing;
    const changed = { ...cart, meta: { ...cart.meta, name: 'overwritten' } };
    const body = JSON.stringify({ cart: changed, fields: { note: 'overwritten' }, id, editKey });
    for (const path of ['/api/backend/cart/share', `/api/backend/cart/share/${id}`]) {
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const response = await getPath(path, { method, headers: { ...CLIENT, 'Content-Type': 'application/json' }, body });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(ApiErrorSchema.parse(await response.json()).statusMessage).toBe('method_not_allowed');
      }
    }
    for (const path of ['/api/backend/cart/SHARE', '/API/backend/cart/share', `/api/backend/cart/share/${id}/edit`]) {
      const response = await getPath(path, { method: 'POST', headers: { ...CLIENT, 'Content-Type': 'application/json' }, body });
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
    const read = await getPath(`/api/backend/cart/share/${id}`, { headers: CLIENT });
    expect(read.status).toBe(200);
    const text = await read.text();
    expect(text).not.toContain('overwritten');
  });
});
