import { zValidator } from '@hono/zod-validator';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { ApiError } from '../http-error';

/** Only `application/json`, with or without parameters such as a charset. */
const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;

/** The schema's first few complaints, enough to fix a request without echoing a whole body. */
function describeIssues(issues: ReadonlyArray<z.core.$ZodIssue>): string {
  const listed = issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  return `The body does not match the expected shape: ${listed.join('; ')}`;
}

/** Refuses malformed JSON with its own code before the schema check sees the body. */
async function refuseMalformedJson(c: Context): Promise<void> {
  try {
    JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON');
  }
}

/**
 * The one way a route reads a JSON body: at most `maxBytes` (declared or streamed), sent as
 * application/json, well-formed and matching a shared schema; the handler then reads it with
 * `c.req.valid('json')`. Every failure is a 4xx in the API error shape before the handler runs,
 * so bad input never changes anything stored: 413 `body_too_large`, 415
 * `unsupported_media_type`, 400 `invalid_json`, 400 `invalid_body`.
 */
export function jsonBody<S extends z.core.$ZodType>(schema: S, maxBytes: number) {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new ApiError(413, 'body_too_large', `The body is larger than ${maxBytes} bytes`);
    },
  });
  const validate = zValidator('json', schema, (result) => {
    if (!result.success) throw new ApiError(400, 'invalid_body', describeIssues(result.error.issues));
  });
  const middleware: typeof validate = async (c, next) => {
    // With a throwing onError, the limit answers nothing itself: it either throws or runs this.
    await limit(c, async () => {
      if (!JSON_MEDIA_TYPE.test(c.req.header('Content-Type') ?? '')) {
        throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json');
      }
      await refuseMalformedJson(c);
      await validate(c, next);
    });
  };
  return middleware;
}
