import * as z from 'zod/mini';

/**
 * The credential of a committed order: 32 to 64 lower-case hex characters (128 to 256 random
 * bits). Whoever holds it may create and follow the order's signing document and submit its
 * application; the order id and commit hash alone open nothing (docs/security.md, V4).
 */
export const OrderTokenSchema = z.string().check(z.regex(/^[0-9a-f]{32,64}$/));
export type OrderToken = z.infer<typeof OrderTokenSchema>;

/** The header that carries the order token on calls that have no body (the document status). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';
