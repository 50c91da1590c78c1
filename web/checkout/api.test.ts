import * as z from 'zod/mini';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api';

const ItemSchema = z.object({ id: z.number(), name: z.string() });
const INTERNAL = { statusCode: 500, statusMessage: 'internal_error', message: 'Internal Server Error' };

/** The worker answering every call with this response. */
function answering(response: () => Response | Promise<Response>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it('answers the body as its schema reads it', async () => {
    answering(() => Response.json({ id: 3, name: 'Kurs', extra: true }));
    expect(await callApi('/api/item', ItemSchema)).toEqual({ ok: true, value: { id: 3, name: 'Kurs' } });
  });

  it('reads a 204 as null', async () => {
    answering(() => new Response(null, { status: 204 }));
    expect(await callApi('/api/item/3', z.null(), { method: 'DELETE' })).toEqual({ ok: true, value: null });
  });

  it('makes an answer the schema refuses the same failure as no answer at all', async () => {
    answering(() => Response.json({ id: 'three' }));
    const refused = await callApi('/api/item', ItemSchema);
    answering(() => Promise.reject(new TypeError('Failed to fetch')));
    const unreachable = await callApi('/api/item', ItemSchema);
    expect(refused).toEqual({ ok: false, error: INTERNAL });
    expect(unreachable).toEqual(refused);
  });

  it("answers an error in the API's shape as it is, and any other error body with its status", async () => {
    const limited = { statusCode: 429, statusMessage: 'rate_limited', message: 'Too many requests' };
    answering(() => Response.json(limited, { status: 429 }));
    expect(await callApi('/api/item', ItemSchema)).toEqual({ ok: false, error: limited });
    answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await callApi('/api/item', ItemSchema)).toEqual({ ok: false, error: { ...INTERNAL, statusCode: 502 } });
  });
});
