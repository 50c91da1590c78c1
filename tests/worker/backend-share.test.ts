import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { ShareReadResponseSchema, ShareResponseSchema } from '../../shared/schemas/share';
import { EVENTS, getPath, loadFakeCatalogue, SETUP_TIMEOUT_MS, postJson, unique } from './fakes/booking-catalogue';
import { completeCart } from './fakes/booking-carts';

const share = (body: unknown) => postJson('/api/backend/cart/share', body);
const cart = () =>
  completeCart({ lines: [{ event: EVENTS.shareA, emails: [`s-${unique()}@example.se`] }], customerId: unique(), contactEmail: 'k@example.se' });
const HEX64 = /^[0-9a-f]{64}$/;

async function created(body: unknown, status = 201) {
  const response = await share(body);
  expect(response.status, await response.clone().text()).toBe(status);
  return ShareResponseSchema.parse(await response.json());
}

async function read(id: string) {
  const response = await getPath(`/api/backend/cart/share/${id}`);
  expect(response.status).toBe(200);
  return ShareReadResponseSchema.parse(await response.json());
}

async function refused(response: Response, status: number, statusMessage: string) {
  expect(response.status).toBe(status);
  expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: status, statusMessage });
}

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('sharing a cart', () => {
  test('creating a share answers 201, status created and the cart with a 64-hex id and edit key', async () => {
    const original = cart();
    const result = await created({ cart: original, fields: { 'fei:checkout:note': 'hej' } });
    expect(result.status).toBe('created');
    expect(result.cart.meta.sharing.id).toMatch(HEX64);
    expect(result.cart.meta.sharing.editKey).toMatch(HEX64);
    expect(result.cart.meta.sharing.id).not.toBe(result.cart.meta.sharing.editKey);
    expect(result.cart.cartItems).toEqual(original.cartItems);
  });

  test('reading a share needs only its id and never answers the edit key', async () => {
    const original = cart();
    const { cart: sharedCart } = await created({ cart: original, fields: { a: '1' } });
    const response = await getPath(`/api/backend/cart/share/${sharedCart.meta.sharing.id}`);
    const text = await response.clone().text();
    expect(text).not.toContain(sharedCart.meta.sharing.editKey!);
    const stored = await read(sharedCart.meta.sharing.id);
    expect(stored.cart.meta.sharing).toEqual({ id: sharedCart.meta.sharing.id, editKey: null });
    expect(stored.fields).toEqual({ a: '1' });
    expect(stored.cart.participantPool).toEqual(original.participantPool);
  });

  test('two shares of the same cart get different ids', async () => {
    const original = cart();
    const a = await created({ cart: original, fields: {} });
    const b = await created({ cart: original, fields: {} });
    expect(a.cart.meta.sharing.id).not.toBe(b.cart.meta.sharing.id);
  });

  test('with id and edit key in the body the share is updated (200) and reads back changed', async () => {
    const { cart: sharedCart } = await created({ cart: cart(), fields: { a: '1' } });
    const { id, editKey } = sharedCart.meta.sharing;
    const changed = { ...sharedCart, additionalInformation: 'Updated', meta: { ...sharedCart.meta, sharing: null } };
    const result = await created({ cart: changed, fields: { a: '2' }, id, editKey }, 200);
    expect(result.cart.meta.sharing).toEqual({ id, editKey });
    const stored = await read(id);
    expect(stored.cart.additionalInformation).toBe('Updated');
    expect(stored.fields).toEqual({ a: '2' });
  });

  test('a cart that carries its sharing with the edit key updates that share', async () => {
    const { cart: sharedCart } = await created({ cart: cart(), fields: {} });
    await created({ cart: { ...sharedCart, couponCode: 'VALKOMMEN10' }, fields: {} }, 200);
    expect((await read(sharedCart.meta.sharing.id)).cart.couponCode).toBe('VALKOMMEN10');
  });

  test('a cart whose sharing has no edit key creates a new share', async () => {
    const { cart: sharedCart } = await created({ cart: cart(), fields: {} });
    const result = await created({
      cart: { ...sharedCart, meta: { ...sharedCart.meta, sharing: { id: sharedCart.meta.sharing.id, editKey: null } } },
      fields: {},
    });
    expect(result.cart.meta.sharing.id).not.toBe(sharedCart.meta.sharing.id);
  });
});

describe('sharing with bad input changes nothing', () => {
  test('a wrong edit key answers 403 invalid_edit_key and the share is unchanged', async () => {
    const { cart: sharedCart } = await created({ cart: cart(), fields: { a: '1' } });
    const { id } = sharedCart.meta.sharing;
    await refused(
      await share({ cart: { ...sharedCart, additionalInformation: 'hijack' }, fields: {}, id, editKey: 'f'.repeat(64) }),
      403,
      'invalid_edit_key',
    );
    const stored = await read(id);
    expect(stored.cart.additionalInformation).toBe('');
    expect(stored.fields).toEqual({ a: '1' });
  });

  test('updating an unknown share answers 404 share_not_found', async () => {
    await refused(await share({ cart: cart(), fields: {}, id: 'a'.repeat(64), editKey: 'b'.repeat(64) }), 404, 'share_not_found');
  });

  test('an id without its edit key answers 400 invalid_body', async () => {
    await refused(await share({ cart: cart(), fields: {}, id: 'a'.repeat(64) }), 400, 'invalid_body');
  });

  test('an id that is not 64 hex characters answers 400 invalid_body', async () => {
    await refused(await share({ cart: cart(), fields: {}, id: 'A'.repeat(64), editKey: 'b'.repeat(64) }), 400, 'invalid_body');
  });

  test('missing fields and a missing cart answer 400 invalid_body', async () => {
    await refused(await share({ cart: cart() }), 400, 'invalid_body');
    await refused(await share({ fields: {} }), 400, 'invalid_body');
    await refused(await share({ cart: cart(), fields: { a: 1 } }), 400, 'invalid_body');
  });

  test('malformed JSON answers 400 invalid_json', async () => {
    await refused(await share('{"cart":'), 400, 'invalid_json');
  });

  test('a huge body answers 413 body_too_large', async () => {
    await refused(await share({ cart: cart(), fields: {}, pad: 'x'.repeat(300_000) }), 413, 'body_too_large');
  });
});

describe('GET /api/backend/cart/share/:id', () => {
  test('an unknown id answers 404 share_not_found', async () => {
    await refused(await getPath(`/api/backend/cart/share/${'c'.repeat(64)}`), 404, 'share_not_found');
  });

  test('an id of the wrong length or alphabet answers 400 invalid_body', async () => {
    await refused(await getPath('/api/backend/cart/share/abc'), 400, 'invalid_body');
    await refused(await getPath(`/api/backend/cart/share/${'z'.repeat(64)}`), 400, 'invalid_body');
  });

  test('POST to a share id answers 405', async () => {
    await refused(await postJson(`/api/backend/cart/share/${'c'.repeat(64)}`, {}), 405, 'method_not_allowed');
  });
});
