import { env } from 'cloudflare:workers';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { beforeAll, describe, expect, test } from 'vitest';
import { commitHashInput } from '../../shared/cart/commit-hash-input';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import { createBackend } from '../../worker/adapters/backend';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { sha256Hex } from '../../worker/hex-crypto';
import { EVENTS, getPath, loadFakeCatalogue, SETUP_TIMEOUT_MS, postJson, unique } from './fakes/booking-catalogue';
import { completeCart, type CartSpec } from './fakes/booking-carts';

const commit = (body: unknown) => postJson('/api/backend/cart/commit', body);

/** A cart for one participant on commitA, with people nobody else uses. */
function spec(overrides: Partial<CartSpec> = {}): CartSpec {
  const id = unique();
  return {
    lines: [{ event: EVENTS.commitA, emails: [`p-${id}@example.se`] }],
    customerId: `556${id}`,
    contactEmail: `c-${id}@example.se`,
    ...overrides,
  };
}

/** The cart with an order token of its own, as the browser commits it. */
const withToken = (cart: CartOrder): CartOrder => ({ ...cart, meta: { ...cart.meta, orderToken: crypto.randomUUID().replaceAll('-', '') } });

async function committed(body: unknown) {
  const response = await commit(body);
  expect(response.status, await response.clone().text()).toBe(200);
  return CommitResponseSchema.parse(await response.json());
}

async function refused(body: unknown, status: number, statusMessage: string) {
  const response = await commit(body);
  expect(response.status).toBe(status);
  expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: status, statusMessage });
}

const orderCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM booking_order').first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('POST /api/backend/cart/commit with good input', () => {
  test('a complete cart becomes an order with an FEI order id and the SHA-256 commit hash', async () => {
    const cart = completeCart(spec());
    const before = Date.now();
    const result = await committed(cart);
    expect(result.status).toBe('committed');
    expect(result.orderId).toMatch(/^FEI-\d{4}-\d{15}$/);
    expect(result.commitHash).toBe(await sha256Hex(commitHashInput(cart)));
    expect(result.committedAt).toBeGreaterThanOrEqual(before);
  });

  test('committing the same cart again answers the same order (idempotent)', async () => {
    // The same cart is the same browser's cart when it brings the same order token.
    const cart = withToken(completeCart(spec()));
    const first = await committed(cart);
    const count = await orderCount();
    // Lifecycle fields are not part of the hash: a cart restored later commits to the same order.
    const again = await committed({ ...cart, meta: { ...cart.meta, createdAt: cart.meta.createdAt + 1000, committingSince: Date.now() } });
    expect(again).toEqual(first);
    expect(await orderCount()).toBe(count);
  });

  test('an order takes its seats: the last seats go once, then the event is full', async () => {
    const seats = EVENTS.commitSeats;
    const a = unique();
    const openCheck = async () => (await getPath(`/api/backend/event/course/${seats.id}`)).json();
    // The open check reuses what it read for a few seconds; a stored order must not leave it stale.
    expect(await openCheck()).toEqual({ isOpen: true, seatsLeft: 3 });
    await committed(completeCart(spec({ lines: [{ event: seats, emails: [`a1-${a}@example.se`, `a2-${a}@example.se`] }] })));
    expect(await openCheck()).toEqual({ isOpen: true, seatsLeft: 1 });
    await refused(
      completeCart(spec({ lines: [{ event: seats, emails: [`b1-${a}@example.se`, `b2-${a}@example.se`] }] })),
      409,
      'not_enough_seats',
    );
    await committed(completeCart(spec({ lines: [{ event: seats, emails: [`c1-${a}@example.se`] }] })));
    expect(await openCheck()).toEqual({ isOpen: false, seatsLeft: 0 });
  });

  test('a coupon is priced into the stored order', async () => {
    const cart = completeCart(spec({ couponCode: 'VALKOMMEN10' }));
    const result = await committed(cart);
    const row = await env.DB.prepare('SELECT totals_json FROM booking_order WHERE commit_hash = ?1')
      .bind(result.commitHash)
      .first<{ totals_json: string }>();
    expect(JSON.parse(row?.totals_json ?? '{}').cartPrice).toMatchObject({ gross: 10_000, discount: 1_000, total: 11_250 });
  });
});

describe('the back end statusMessage values', () => {
  test('the same customer booking the same people on the same events again answers order_awaiting_signature, once signed duplicate_order', async () => {
    const s = spec();
    const first = await committed(completeCart(s));
    // Another cart (other comments, so another hash) with the same booking, while the first waits for its signature.
    await refused({ ...completeCart(s), additionalInformation: 'Again, please' }, 409, 'order_awaiting_signature');
    expect(await createBackend(parseConfig({}), env).markOrderSigned(first.orderId, Date.now())).toBe(true);
    await refused({ ...completeCart(s), additionalInformation: 'Again, please' }, 409, 'duplicate_order');
  });

  test('a participant already booked on the event under another order answers participant_already_booked', async () => {
    const s = spec();
    await committed(completeCart(s));
    const email = s.lines[0]!.emails[0]!;
    const other = spec({ customerId: s.customerId, contactEmail: s.contactEmail });
    await refused(
      completeCart({ ...other, lines: [{ event: EVENTS.commitA, emails: [email, `new-${unique()}@example.se`] }] }),
      409,
      'participant_already_booked',
    );
  });

  /** Commits the cart and signs its order: only signed orders say who belongs to which customer. */
  async function signed(cart: CartOrder) {
    const order = await committed(cart);
    expect(await createBackend(parseConfig({}), env).markOrderSigned(order.orderId, Date.now())).toBe(true);
  }

  test('a contact person of another customer (a signed order) answers contact_person_exists_with_different_customer', async () => {
    const s = spec();
    await signed(completeCart(s));
    await refused(completeCart(spec({ contactEmail: s.contactEmail.toUpperCase() })), 409, 'contact_person_exists_with_different_customer');
  });

  test('a participant booked by another customer (a signed order) answers participant_exists_with_different_customer', async () => {
    const s = spec();
    await signed(completeCart(s));
    const email = s.lines[0]!.emails[0]!;
    await refused(
      completeCart(spec({ lines: [{ event: EVENTS.commitB, emails: [email] }] })),
      409,
      'participant_exists_with_different_customer',
    );
  });

  test('an unsigned order of another customer refuses neither its contact person nor its participant elsewhere', async () => {
    const s = spec();
    await committed(completeCart(s));
    const email = s.lines[0]!.emails[0]!;
    await committed(completeCart(spec({ contactEmail: s.contactEmail, lines: [{ event: EVENTS.commitB, emails: [email] }] })));
  });

  test('two participants with one personal identity number answer multiple_persons_found', async () => {
    const id = unique();
    const emails = [`x-${id}@example.se`, `y-${id}@example.se`];
    const cart = completeCart(
      spec({ lines: [{ event: EVENTS.commitB, emails }], ssn: { [emails[0]!]: '19700101-1234', [emails[1]!]: '197001011234' } }),
    );
    await refused(cart, 409, 'multiple_persons_found');
  });

  test('a cart that leaves out a date’s constraints is judged by the date’s own: no personal id number answers 422, a number books it', async () => {
    const s = spec({ lines: [{ event: EVENTS.personalIdDate, emails: [`id-${unique()}@example.se`] }] });
    const cart = completeCart(s);
    // What a browser sends that dropped the constraint: nothing in the cart asks for the number.
    const withoutNumber = { ...cart, checkoutConstraints: {}, participantPool: cart.participantPool.map(({ ssn: _ssn, ...person }) => person) };
    const response = await commit(withoutNumber);
    expect(response.status).toBe(422);
    const error = ApiErrorSchema.parse(await response.json());
    expect(error).toMatchObject({ statusMessage: 'checkout_incomplete' });
    expect(error.message).toContain('participantPool.0.ssn (required)');
    const withNumber = { ...cart, participantPool: cart.participantPool.map((person) => ({ ...person, ssn: 'X1234567L' })) };
    expect((await committed(withNumber)).status).toBe('committed');
  });

  test('a private person cannot book a company-only date, whatever the cart says of its constraints', async () => {
    const cart = completeCart(spec({ lines: [{ event: EVENTS.companyOnlyDate, emails: [`co-${unique()}@example.se`] }] }));
    const privately = {
      ...cart,
      checkoutConstraints: { [String(EVENTS.companyOnlyDate.id)]: [] },
      customer: { ...cart.customer, type: 'private' },
    };
    const count = await orderCount();
    const response = await commit(privately);
    expect(response.status).toBe(422);
    expect(ApiErrorSchema.parse(await response.json()).message).toContain('customer.type (company-only)');
    expect(await orderCount()).toBe(count);
  });

  test('a participant’s location must be a place of the cart’s dates, whatever places the cart offers', async () => {
    const email = `loc-${unique()}@example.se`;
    const cart = completeCart(spec({ lines: [{ event: EVENTS.companyOnlyDate, emails: [email] }] }));
    const at = (location: string): CartOrder => ({
      ...cart,
      locationOptions: { [String(EVENTS.companyOnlyDate.id)]: ['Stockholm', 'Alicante', 'Distans'] },
      participantPool: cart.participantPool.map((person) => ({ ...person, location })),
    });
    const response = await commit(at('Stockholm'));
    expect(response.status).toBe(422);
    expect(ApiErrorSchema.parse(await response.json()).message).toContain('participantPool.0.location (not-offered-location)');
    expect((await committed(at('Distans'))).status).toBe('committed');
  });

  // The browser's modal is chosen by the statusMessage alone (web/checkout/checkout-error-modal.component.test.tsx):
  // whatever a back end at BACKEND_URL refuses a commit with reaches the browser as it said it.
  // A code outside the closed list becomes 502 upstream_error: tests/worker/backend-remote.test.ts.
  test('a statusMessage of the back end at BACKEND_URL reaches the browser unchanged and stores nothing here', async () => {
    const asked: string[] = [];
    const app = createApp({
      config: parseConfig({ BACKEND_URL: 'https://booking.commit.test/api/' }),
      renderer: { render: () => Promise.reject(new Error('no pages here')), Document: () => null } as never,
      build: buildInfo,
      adapters: {
        backend: {
          fetch: async () => {
            const statusMessage = asked.at(-1) ?? 'unknown';
            return Response.json({ statusCode: 409, statusMessage, message: `Refused: ${statusMessage}` }, { status: 409 });
          },
        },
      },
    });
    const count = await orderCount();
    for (const statusMessage of ['duplicate_order', 'multiple_persons_found', 'participant_already_booked']) {
      asked.push(statusMessage);
      const request = new Request('http://localhost/api/backend/cart/commit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(completeCart(spec())),
      });
      const response = await app.fetch(request, env);
      expect(response.status).toBe(409);
      expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: 409, statusMessage });
    }
    expect(await orderCount()).toBe(count);
  });
});

describe('committed orders, as the signing page and the application ask the back end for them', () => {
  const backend = () => createBackend(parseConfig({}), env);

  test('an order is found by its id and commit hash, with the cart and totals it was committed with', async () => {
    const cart = completeCart(spec());
    const result = await committed(cart);
    const lookup = await backend().committedOrder(result.orderId, result.commitHash);
    expect(lookup.kind).toBe('found');
    if (lookup.kind !== 'found') return;
    expect(lookup.order).toMatchObject({
      orderId: result.orderId,
      commitHash: result.commitHash,
      committedAt: result.committedAt,
      status: 'committed',
    });
    expect(lookup.order.cart).toMatchObject({ id: cart.id, customer: cart.customer, contactPerson: cart.contactPerson });
    expect(lookup.order.totals?.cartPrice.total).toBeGreaterThan(0);
  });

  test('the commit hash of one order with the id of another finds nothing', async () => {
    const first = await committed(completeCart(spec()));
    const second = await committed(completeCart(spec()));
    expect(await backend().committedOrder(second.orderId, first.commitHash)).toEqual({ kind: 'not_found' });
    expect(await backend().committedOrder(first.orderId, 'f'.repeat(64))).toEqual({ kind: 'not_found' });
  });

  test('marking an order signed shows in its status; an order id that does not exist marks nothing', async () => {
    const result = await committed(completeCart(spec()));
    expect(await backend().markOrderSigned(result.orderId, Date.now())).toBe(true);
    expect(await backend().committedOrder(result.orderId, result.commitHash)).toMatchObject({ kind: 'found', order: { status: 'signed' } });
    expect(await backend().markOrderSigned('FEI-1999-999999', Date.now())).toBe(false);
  });
});

describe('concurrent commits', () => {
  test('of one participant on one event under different orders: exactly one succeeds, the others answer participant_already_booked', async () => {
    const s = spec();
    const shared = s.lines[0]!.emails[0]!;
    // Same customer and contact, each with another second participant: no duplicate_order, only the shared participant collides.
    const carts = Array.from({ length: 6 }, () =>
      completeCart({ ...s, lines: [{ event: EVENTS.commitA, emails: [shared, `other-${unique()}@example.se`] }] }),
    );
    const before = await orderCount();
    const responses = await Promise.all(carts.map((cart) => commit(cart)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(carts.length - 1);
    for (const response of responses.filter((answer) => answer.status === 409)) {
      expect(ApiErrorSchema.parse(await response.json())).toMatchObject({ statusCode: 409, statusMessage: 'participant_already_booked' });
    }
    expect(await orderCount()).toBe(before + 1);
    const attendees = await env.DB.prepare('SELECT COUNT(*) AS n FROM booking_attendee WHERE event_id = ?1 AND email = ?2')
      .bind(EVENTS.commitA.id, shared)
      .first<{ n: number }>();
    expect(attendees?.n).toBe(1);
  });

  test('of the same cart: every answer is the one order (idempotent)', async () => {
    const cart = withToken(completeCart(spec()));
    const before = await orderCount();
    const answers = await Promise.all(Array.from({ length: 4 }, () => committed(cart)));
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('POST /api/backend/cart/commit with bad input changes nothing', () => {
  const cases: Array<[string, () => unknown, number, string]> = [
    ['malformed JSON', () => '{"id": "default", ', 400, 'invalid_json'],
    ['a cart missing its meta', () => ({ ...completeCart(spec()), meta: undefined }), 400, 'invalid_body'],
    [
      'a negative participant count',
      () => {
        const cart = completeCart(spec());
        return { ...cart, cartItems: cart.cartItems.map((item) => ({ ...item, participantCount: -2 })) };
      },
      400,
      'invalid_body',
    ],
    ['an empty cart', () => ({ ...completeCart(spec()), cartItems: [], assignedParticipants: {} }), 400, 'invalid_body'],
    [
      'a cart with missing checkout details',
      () => ({ ...completeCart(spec()), customer: { ...completeCart(spec()).customer, name: '' } }),
      422,
      'checkout_incomplete',
    ],
    ['a participant not assigned', () => ({ ...completeCart(spec()), assignedParticipants: {} }), 422, 'checkout_incomplete'],
    [
      'an unknown event',
      () => {
        const cart = completeCart(spec());
        return {
          ...cart,
          cartItems: cart.cartItems.map((item) => ({ ...item, id: 9_199_998 })),
          assignedParticipants: { 9199998: cart.assignedParticipants[String(EVENTS.commitA.id)] },
        };
      },
      404,
      'unknown_item',
    ],
    [
      'an item whose document no longer matches its event',
      () => {
        const cart = completeCart(spec());
        return { ...cart, cartItems: cart.cartItems.map((item) => ({ ...item, documentId: 99 })) };
      },
      409,
      'unknown_item',
    ],
    [
      'a started event',
      () => completeCart(spec({ lines: [{ event: EVENTS.started, emails: [`s-${unique()}@example.se`] }] })),
      409,
      'event_closed',
    ],
    ['an unknown coupon', () => completeCart(spec({ couponCode: 'NOPE' })), 422, 'invalid_coupon'],
  ];
  for (const [name, body, status, statusMessage] of cases) {
    test(`${name} answers ${status} ${statusMessage}`, async () => {
      const count = await orderCount();
      await refused(body(), status, statusMessage);
      expect(await orderCount()).toBe(count);
    });
  }

  test('a huge body answers 413 body_too_large', async () => {
    await refused({ ...completeCart(spec()), additionalInformation: 'x'.repeat(300_000) }, 413, 'body_too_large');
  });
});
