import { Hono } from 'hono';
import { cartBodyLimit } from '../../shared/cart/cart-body-size';
import { withoutOrder } from '../../shared/cart/commit-rules';
import { CartUpdateRequestSchema } from '../../shared/schemas/cart-update-request';
import { CommitRequestSchema } from '../../shared/schemas/commit';
import { PositiveIdSchema } from '../../shared/schemas/primitives';
import { ShareKeySchema, ShareWriteRequestSchema } from '../../shared/schemas/share';
import type { AppEnv } from '../app-env';
import { bookingPolicy, type Config } from '../config';
import { ApiError } from '../http-error';
import type { EventPathType } from '../ports/backend';
import { newOrderToken } from '../../shared/schemas/order-token';
import { requestClientKey } from '../rate-limits';
import { jsonBody } from './json-body';
import { dailyLimitReached } from '../ceilings/request-ceilings';
import { backendAnswer } from './backend-answer';

/** Largest body of the price call; a hundred items fit in a tenth of it. */
export const PRICE_BODY_LIMIT = 16 * 1024;

const PATH_TYPES: Record<string, EventPathType> = {
  course: 'course',
  programme: 'programme',
  courseEvent: 'course',
  programmeEvent: 'programme',
};

const invalid = (message: string) => new ApiError(400, 'invalid_body', message);

/** Answers a back-end result: the value with `status`, or the error with its own status. */

const methodNotAllowed = () => {
  throw new ApiError(405, 'method_not_allowed', 'This method is not allowed here');
};

/**
 * `/api/backend/...`: the booking back end's calls, validated with the shared
 * schemas before the back end sees them, so bad input never changes anything stored.
 */
export function backendRoutes(config: Config) {
  const app = new Hono<AppEnv>();
  // The largest cart body (commit, share): the fullest cart the configured booking policy lets one book.
  const cartBody = cartBodyLimit(bookingPolicy(config));

  app.post('/cart/price', jsonBody(CartUpdateRequestSchema, PRICE_BODY_LIMIT), async (c) => {
    const request = c.req.valid('json');
    return backendAnswer(c, await c.var.context.backend.price(request));
  });

  // The order belongs to whoever committed it first: the token the cart brings (or a new one) is
  // bound to the order and answered; the same cart committed with another token (a share's
  // holder rebuilding it) is the booking that already exists, without its id or token. The
  // token itself never reaches the back end.
  app.post('/cart/commit', jsonBody(CommitRequestSchema, cartBody), async (c) => {
    const { meta, ...rest } = c.req.valid('json');
    const { orderToken = newOrderToken(crypto), ...forwarded } = meta;
    const client = requestClientKey(c.req.raw, c.var.config.ENVIRONMENT === 'production');
    const result = await c.var.context.backend.commit({ ...rest, meta: forwarded }, { client });
    // Booked here, or refused for seats a page showed: this app's next page asks for their seats anew.
    for (const item of rest.cartItems) {
      const type = PATH_TYPES[item.type];
      if (type) c.var.context.pageSeats.changed(type, item.id);
    }
    if (!result.ok) return backendAnswer(c, result);
    if (!(await c.var.context.orderCredentials.bind(result.value.orderId, orderToken, Date.now()))) {
      // A back end that reads its orders back tells a booking still waiting for its signature.
      const existing = await c.var.context.backend.committedOrder(result.value.orderId, result.value.commitHash);
      if (existing.kind === 'found' && existing.order.status === 'committed') {
        throw new ApiError(409, 'order_awaiting_signature', 'This booking was sent before and waits for its signature');
      }
      throw new ApiError(409, 'duplicate_order', 'This booking already exists');
    }
    return backendAnswer(c, { ok: true, value: { ...result.value, orderToken } });
  });

  app.post('/cart/share', jsonBody(ShareWriteRequestSchema, cartBody), async (c) => {
    const { cart, fields, id, editKey } = c.req.valid('json');
    const sharing = id !== undefined && editKey !== undefined ? { id, editKey } : cart.meta.sharing;
    const { backend } = c.var.context;
    // A share link goes to other people: it stores no order of the cart (id, hash, token, document).
    const shared = withoutOrder(cart);
    if (sharing?.editKey) return backendAnswer(c, await backend.updateShare(sharing.id, sharing.editKey, shared, fields));
    // A new share counts against its client's day (`SHARES_PER_CLIENT_PER_DAY`); an update stores nothing more.
    const { ceilings } = c.var.context;
    const client = await ceilings.client();
    if (client && !(await ceilings.claimClientDay(client, 'share', 1, ceilings.storage.sharesPerClientPerDay))) {
      throw dailyLimitReached(ceilings.now(), 'shared carts');
    }
    const created = await backend.createShare(shared, fields);
    if (!created.ok && client) await ceilings.releaseClientDay(client, 'share', 1);
    return backendAnswer(c, created, 201);
  });

  app.get('/cart/share/:id', async (c) => {
    const id = ShareKeySchema.safeParse(c.req.param('id'));
    if (!id.success) throw invalid('A share id is 64 hexadecimal characters');
    const result = await c.var.context.backend.getShare(id.data);
    // Shares stored before (or by a back end that keeps everything) are answered without an order too.
    return backendAnswer(c, result.ok ? { ok: true, value: { ...result.value, cart: withoutOrder(result.value.cart) } } : result);
  });

  app.get('/event/:type/:id', async (c) => {
    const type = PATH_TYPES[c.req.param('type')];
    if (!type || !Object.hasOwn(PATH_TYPES, c.req.param('type'))) {
      throw new ApiError(400, 'invalid_event_type', 'Only course and programme events can be booked');
    }
    const raw = c.req.param('id');
    const id = PositiveIdSchema.safeParse(/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN);
    if (!id.success) throw invalid('An event id is a positive integer');
    return backendAnswer(c, await c.var.context.backend.eventOpen(type, id.data));
  });

  app.all('/cart/price', methodNotAllowed);
  app.all('/cart/commit', methodNotAllowed);
  app.all('/cart/share', methodNotAllowed);
  app.all('/cart/share/:id', methodNotAllowed);
  app.all('/event/:type/:id', methodNotAllowed);
  return app;
}
