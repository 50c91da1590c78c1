import { describe, expect, test } from 'vitest';
import { STAFF_TOKEN_COOKIE, signStaffToken } from '../../worker/preview/staff-token';
import { isolateOfLocation, LOCATION_PREVIEW_SECRET, nonceOf } from '../worker/fakes/isolate-of-location';

// The location's shared page cache (the Cache API) hands one isolate's render to others: no
// visitor may get another's nonce, and nothing personal, private, in preview or not found enters it.

describe("the location's shared page cache", () => {
  test('a page one isolate rendered is served by another from the Cache API, with a nonce of its own', async () => {
    const first = isolateOfLocation();
    const page = '/sitemap?shared=1';
    const rendered = await first.get(page);
    // Kept from its second request.
    await first.get(page);
    expect(first.renders.count).toBe(2);

    const second = isolateOfLocation();
    const served = await second.get(page);
    expect(second.renders.count).toBe(0);
    expect(served.response.status).toBe(200);
    expect(served.response.headers.get('Cache-Control')).toBe(rendered.response.headers.get('Cache-Control'));
    const [a, b] = [nonceOf(rendered.response), nonceOf(served.response)];
    expect(a && b && a !== b).toBe(true);
    expect(served.html).not.toContain(a!);
    expect(served.html).not.toContain('nonce-placeholder');
    expect(served.html.replaceAll(b!, 'N')).toBe(rendered.html.replaceAll(a!, 'N'));
    // Now in the second isolate's own cache too: served again without the Cache API's copy changing anything.
    await second.get(page);
    expect(second.renders.count).toBe(0);
  });

  test('preview and personal answers never enter it', async () => {
    const first = isolateOfLocation();
    const page = '/sitemap?personal=1';
    const staff = `fei_preview=1; ${STAFF_TOKEN_COOKIE}=${await signStaffToken(LOCATION_PREVIEW_SECRET, Math.floor(Date.now() / 1000) + 3600)}`;
    for (const cookie of ['gql:default=visitor-token-0123456789', staff]) {
      await first.get(`${page}`, cookie);
      await first.get(`${page}`, cookie);
    }
    expect(first.renders.count).toBe(4);
    const second = isolateOfLocation();
    await second.get(page);
    expect(second.renders.count).toBe(1);
  });

  test('private pages and pages that are not found never enter it', async () => {
    const first = isolateOfLocation();
    for (const page of ['/checkout', '/kurs/finns-inte']) {
      await first.get(page);
      await first.get(page);
    }
    const second = isolateOfLocation();
    await second.get('/checkout');
    const missing = await second.get('/kurs/finns-inte');
    expect(missing.response.status).toBe(404);
    expect(second.renders.count).toBe(2);
  });
});
