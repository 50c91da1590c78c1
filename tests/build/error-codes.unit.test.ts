import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { API_ERROR_CODES } from '../../shared/errors/error-codes';

// The API's error codes are one closed list (shared/errors/error-codes.ts). The compiler refuses a
// code the list does not name wherever the worker answers an error (its `ApiError`, the
// `ApiErrorBody` of an adapter's result, a body it writes itself); this check is the other half:
// every listed code is answered somewhere, so the list names nothing the worker never sends.

/** Where the worker's errors are made: the worker and the shared modules that build them. */
const SENDERS = ['worker', 'shared'];
/** Files that name codes without answering them: the list itself and the browser's checkout catalogue. */
const NOT_SENDERS = new Set([path.join('shared', 'errors', 'error-codes.ts'), path.join('shared', 'errors', 'checkout-error-keys.ts')]);

function senderCode(): string {
  return SENDERS.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !NOT_SENDERS.has(file) && !file.endsWith('env.d.ts'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

describe('the API error codes', () => {
  test('every listed code is named as a value by the code that answers errors: none is listed and never sent', () => {
    const code = senderCode();
    const unused = API_ERROR_CODES.filter((listed) => !new RegExp(`['"\`]${listed}['"\`]`).test(code));
    expect(unused).toEqual([]);
  });

  test('the check finds a code the worker answers, and not the cart’s own `cart_locked` (once listed, never sent)', () => {
    const code = senderCode();
    expect(/['"`]order_not_found['"`]/.test(code)).toBe(true);
    expect(/['"`]cart_locked['"`]/.test(code)).toBe(false);
  });
});
