import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { ORDER_TOKEN_HEADER, OrderTokenSchema } from '../../shared/schemas/order-token';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http-error';

/** What a request claims: the order token it presents and the order it is about. */
export interface OrderClaim {
  /** The token as the request presents it, unchecked (undefined: it presents none). */
  readonly token: unknown;
  /** The order the request is about; asked only once the token is well-formed. Null: there is none. */
  order(): Promise<string | null>;
}

/** Why a request was refused: it presents no well-formed token, or not the token of its order. */
export type OrderRefusal = 'no_token' | 'not_holder';

/** How one route reads its claim and answers a refusal (a throw of the API error, or a page). */
export interface OrderHolderCheck {
  claim(c: Context<AppEnv>): OrderClaim | Promise<OrderClaim>;
  refuse(c: Context<AppEnv>, refusal: OrderRefusal): Response | Promise<Response>;
}

/**
 * The one check of an order's token, for every route about a committed order (its signing
 * document, status and page, the application's submit): the request goes on only when it
 * presents the token bound to that order (the order credentials port, docs/security.md V4). An
 * order id and a commit hash alone open nothing. The order is looked up only for a well-formed
 * token, so a request without one costs no lookup (and no call to the signing service).
 */
export function requireOrderHolder(check: OrderHolderCheck) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const claim = await check.claim(c);
    const token = OrderTokenSchema.safeParse(claim.token);
    if (!token.success) return check.refuse(c, 'no_token');
    const orderId = await claim.order();
    if (!(orderId && (await c.var.context.orderCredentials.holds(orderId, token.data)))) return check.refuse(c, 'not_holder');
    await next();
  });
}

/** The part of a JSON body that names an order and its token (`SigningDocumentRequestSchema`'s). */
const BodyClaimSchema = z.looseObject({ orderId: z.string(), orderToken: z.unknown() });

/**
 * The claim of a JSON body's `orderId` and `orderToken`, read after `jsonBody` checked the body
 * (Hono keeps the body read once).
 */
export async function bodyClaim(c: Context<AppEnv>): Promise<OrderClaim> {
  const body = BodyClaimSchema.safeParse(await c.req.json().catch(() => undefined));
  if (!body.success) return { token: undefined, order: async () => null };
  const { orderId, orderToken } = body.data;
  return { token: orderToken, order: async () => orderId };
}

/** The refusal of a call about an order its request does not hold: as an order that does not exist. */
export const orderNotFound = () => new ApiError(404, 'order_not_found', 'No committed order with this id, commit hash and token');

/**
 * For a call whose JSON body names the order and brings its token (the document's creation, the
 * application's submit), after `jsonBody`: only the holder goes on, anyone else gets 404 `order_not_found`.
 */
export const requireBodyOrderHolder = () =>
  requireOrderHolder({
    claim: bodyClaim,
    refuse: () => {
      throw orderNotFound();
    },
  });

/** The token of a call without a body, in its `X-Order-Token` header. */
export const headerToken = (c: Context<AppEnv>): string | undefined => c.req.header(ORDER_TOKEN_HEADER);
