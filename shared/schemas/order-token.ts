import * as z from 'zod/mini';
import { toHex } from '../encoding/to-hex';

/**
 * The credential of a committed order: 32 to 64 lower-case hex characters (128 to 256 random
 * bits). Whoever holds it may create and follow the order's signing document and submit its
 * application; the order id and commit hash alone open nothing (docs/security.md, V4).
 */
export const OrderTokenSchema = z.string().check(z.regex(/^[0-9a-f]{32,64}$/));
export type OrderToken = z.infer<typeof OrderTokenSchema>;

/** The header that carries the order token on calls that have no body (the document status). */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

/** The random bytes of a new order token: 128 bits, written as 32 hex characters. */
const NEW_ORDER_TOKEN_BYTES = 16;

/** The cryptographic random source of the runtime (`crypto` in the browser and the worker alike). */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

/**
 * A new order token from `random`: the browser makes one per cart before its commit, the worker
 * one for a commit that brought none.
 */
export function newOrderToken(random: RandomSource): OrderToken {
  return toHex(random.getRandomValues(new Uint8Array(NEW_ORDER_TOKEN_BYTES)));
}
