// An in-process stand-in for the production booking back end (`BACKEND_URL`), for the proxy
// tests: a Hono app that answers the port's paths and can be told to fail in given ways.
import { Hono } from 'hono';

/** How the fake answers the next calls. */
export type UpstreamMode = 'ok' | 'error-500' | 'invalid-json' | 'wrong-shape' | 'duplicate-order' | 'html-404';

const TOTALS = {
  cartPrice: { total: 125, vat: 25, gross: 100, discount: 0, currency: 'sek' },
  items: [
    {
      id: 1,
      type: 'courseEvent',
      participantCount: 1,
      price: { id: 1, type: 'standard', gross: 100, vat: 25, vatPercentage: 25, total: 125, discount: 0, currency: 'sek' },
    },
  ],
};

/** The fake upstream, the requests it received and a switch for its behaviour. */
export function fakeBackendUpstream() {
  const state = {
    mode: 'ok' as UpstreamMode,
    requests: [] as Array<{ method: string; url: string; headers: Headers }>,
    bodies: [] as unknown[],
  };
  // Served under /api, as BACKEND_URL in the tests is https://booking.example.org/api/.
  const app = new Hono().basePath('/api');
  app.use('*', async (c, next) => {
    state.requests.push({ method: c.req.method, url: c.req.url, headers: new Headers(c.req.raw.headers) });
    state.bodies.push(
      c.req.method === 'POST'
        ? await c.req.raw
            .clone()
            .json()
            .catch(() => undefined)
        : undefined,
    );
    switch (state.mode) {
      case 'error-500':
        return c.json({ statusCode: 500, statusMessage: 'internal_error', message: 'boom' }, 500);
      case 'invalid-json':
        return c.text('<html>oops', 200);
      case 'wrong-shape':
        return c.json({ hello: 'world' });
      case 'duplicate-order':
        return c.json({ statusCode: 409, statusMessage: 'duplicate_order', message: 'Already booked' }, 409);
      case 'html-404':
        return c.html('<h1>Not here</h1>', 404);
      default:
        return next();
    }
  });
  app.post('/cart/price', (c) => c.json(TOTALS));
  // An order id of a year the embedded back end never makes, so it never meets one of its orders.
  app.post('/cart/commit', (c) => c.json({ status: 'committed', orderId: 'FEI-1999-000001', committedAt: 1, commitHash: 'a'.repeat(64) }));
  app.post('/cart/share', async (c) => {
    const body = await c.req.json<{ cart: { meta: object }; id?: string; editKey?: string }>();
    const sharing = { id: body.id ?? 'd'.repeat(64), editKey: body.editKey ?? 'e'.repeat(64) };
    return c.json({ status: 'created', cart: { ...body.cart, meta: { ...body.cart.meta, sharing } } }, body.id ? 200 : 201);
  });
  app.get('/cart/share/:id', (c) => c.json({ cart: SHARED_CART(c.req.param('id'), state.requests.length), fields: {}, updatedAt: 1 }));
  app.get('/event/:type/:id', (c) => c.json({ isOpen: c.req.param('id') !== '13' }));
  return { app, state, fetch: (request: Request) => Promise.resolve(app.fetch(request)) };
}

/** The shared cart the fake reads back; `version` shows whether an answer came from the cache. */
let template: Record<string, unknown> = {};
export function setSharedCartTemplate(cart: Record<string, unknown>): void {
  template = cart;
}
const SHARED_CART = (id: string, version: number) => ({
  ...template,
  additionalInformation: `version ${version}`,
  meta: { ...(template['meta'] as object), sharing: { id, editKey: null } },
});
