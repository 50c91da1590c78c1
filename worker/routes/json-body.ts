import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http-error';

/**
 * Reads a JSON body of at most `maxBytes` and checks it against a shared schema; every failure
 * is a 4xx in the API error shape (415 wrong media type, 413 too large, 400 malformed or invalid).
 */
export async function parseJsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S, maxBytes: number): Promise<z.infer<S>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json');
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > maxBytes) throw new ApiError(413, 'body_too_large', `The body is larger than ${maxBytes} bytes`);
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) throw new ApiError(413, 'body_too_large', `The body is larger than ${maxBytes} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    throw new ApiError(400, 'invalid_body', `The body does not match the expected shape: ${issues.join('; ')}`);
  }
  return parsed.data;
}
