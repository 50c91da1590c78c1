import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { TEST_PREVIEW_SECRET } from '../worker/staff-cookie';

// Attack: a link to the staff sign-in with a `next` that leads elsewhere once the staff member has
// signed in (an open redirect from a trusted address: `/.//evil.example` passed the old check and
// answered `Location: //evil.example?preview=true`). Defence: one rule, `sameSitePath`
// (shared/routing/same-site-path.ts), takes `next` only as a path the browser takes as it is on
// this site; anything else continues at the home page.

const ORIGIN = 'https://site.example';
const app = createApp({
  config: parseConfig({ PREVIEW_SECRET: TEST_PREVIEW_SECRET }),
  renderer: { ...createPageRenderer(), Document },
  build: buildInfo,
});

const NEXT_TRICKS = [
  '/.//evil.example',
  '/././/evil.example/kurser',
  '/kurser/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2e/%2e//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example',
  'javascript:alert(document.cookie)',
  'evil.example',
];

/** Signs in with the right secret and this `next` (in the form, as the sign-in page posts it, or in the query). */
function signIn(next: string, where: 'form' | 'query') {
  const query = where === 'query' ? `?${new URLSearchParams({ next })}` : '';
  const form = new URLSearchParams({ secret: TEST_PREVIEW_SECRET, ...(where === 'form' ? { next } : {}) });
  return app.fetch(
    new Request(`${ORIGIN}/api/content/preview-token${query}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
    env,
  );
}

describe('the staff sign-in continues only to a path on this site', () => {
  for (const where of ['form', 'query'] as const) {
    test(`every next trick in the ${where} lands on the home page, in preview`, async () => {
      for (const next of NEXT_TRICKS) {
        const response = await signIn(next, where);
        expect(response.status, JSON.stringify(next)).toBe(303);
        const location = response.headers.get('Location') ?? '';
        expect(location, JSON.stringify(next)).toBe('/?preview=true');
        expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
      }
    });
  }

  test('the sign-in page carries only a same-site next in its form', async () => {
    for (const next of NEXT_TRICKS) {
      const response = await app.fetch(new Request(`${ORIGIN}/api/content/preview-token?${new URLSearchParams({ next })}`), env);
      expect(response.status).toBe(200);
      expect(await response.text(), JSON.stringify(next)).toContain('<input type="hidden" name="next" value="/">');
    }
  });

  test('(guard) an ordinary path of the site is kept, with its query', async () => {
    const response = await signIn('/sok?q=ledarskap', 'form');
    expect(response.headers.get('Location')).toBe('/sok?q=ledarskap&preview=true');
  });
});
