import type * as z from 'zod/mini';
import { parseApiError, type ApiErrorBody } from '../../shared/errors/api-error';

/** The answer of a call to the worker's API: the JSON body as its schema reads it, or the error in the API's shape. */
export type ApiAnswer<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody };

const NETWORK_ERROR: ApiErrorBody = { statusCode: 500, statusMessage: 'internal_error', message: 'Internal Server Error' };

/**
 * Calls the worker's API and never throws: a network failure or time-out is a 500 error, an
 * error body that is not the API's shape keeps at least its status. A successful answer is read
 * with `schema` (a 204 as null): an answer the schema refuses is the same failure as no answer,
 * so no caller acts on a body it did not check.
 */
export async function callApi<Schema extends z.ZodMiniType>(
  url: string,
  schema: Schema,
  init: RequestInit & { json?: unknown; timeoutMs?: number } = {},
): Promise<ApiAnswer<z.output<Schema>>> {
  const { json, timeoutMs = 30_000, headers, ...rest } = init;
  try {
    const response = await fetch(url, {
      ...rest,
      headers: { accept: 'application/json', ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = schema.safeParse(body);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: NETWORK_ERROR };
    }
    return { ok: false, error: parseApiError(body) ?? { ...NETWORK_ERROR, statusCode: response.status } };
  } catch {
    return { ok: false, error: NETWORK_ERROR };
  }
}
