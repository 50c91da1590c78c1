import { describe, expect, test } from 'vitest';
import { embeddedAppAt, logCapturedPerTest } from '../worker/fakes/logged-requests';

// The request log (worker/request-log.ts, README "Operate") as an attacker or a privacy audit sees
// it: a crafted request id is never echoed into a header, a page or a log line (docs/security.md
// V7.1), and no line holds a path, query, body, cookie or IP address (V7.2).

const embeddedApp = () => embeddedAppAt({ now: 1_000_000 });

const { log, logged } = logCapturedPerTest();

describe('the request log', () => {
  test('a valid Cloudflare ray id is the request id; a header that is not a plain id is never echoed', async () => {
    const app = embeddedApp();
    const ray = await logged(app, '/api/content/menu/en', { headers: { 'cf-ray': '8c1f2a3b4c5d6e7f-ARN' } });
    expect(ray.response.headers.get('X-Request-Id')).toBe('8c1f2a3b4c5d6e7f-ARN');
    expect(ray.line.requestId).toBe('8c1f2a3b4c5d6e7f-ARN');
    const crafted = '<script>alert(1)</script>';
    const refused = await logged(app, '/api/nothing', { headers: { 'cf-ray': crafted } });
    expect(refused.response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.body).not.toContain('script');
    expect(JSON.stringify(refused.line)).not.toContain('script');
  });

  test('no line holds a path, a query, a body, a cookie or an IP address: order ids, share ids, e-mail and personal id numbers stay out', async () => {
    const app = embeddedApp();
    const shareId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';
    const email = 'anna.andersson@example.com';
    const personalId = '19900101-1234';
    const orderId = '424242';
    const secrets = [shareId, email, personalId, orderId, 'anna', '19900101', 'visitor-secret-token', '203.0.113.9'];
    log().alsoWarningsAndErrors();
    const headers = { 'CF-Connecting-IP': '203.0.113.9', Cookie: 'gql:default=visitor-secret-token' };
    const json = { ...headers, 'Content-Type': 'application/json' };
    await logged(app, `/api/backend/cart/share/${shareId}?email=${email}&pnr=${personalId}`, { headers });
    await logged(app, `/kurs/${email}?personnummer=${personalId}&order=${orderId}`, { headers });
    await logged(app, `/share-cart/default/${shareId}`, { headers });
    await logged(app, `/api/docs/${orderId}?email=${email}`, { headers });
    await logged(app, '/api/backend/cart/commit', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ orderId, customer: { email, personalId }, participants: [{ email, personalId }] }),
    });
    await logged(app, '/api/backend/cart/price', { method: 'POST', headers: json, body: JSON.stringify({ coupon: email, personalId }) });
    log().restore();
    const all = log().written.join('\n');
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
    expect(all).not.toContain('?');
    expect(
      log()
        .requestLines()
        .map((line) => line.route),
    ).toEqual([
      '/api/backend/cart/share/:id',
      'page:course',
      'page:share-cart',
      '/api/docs/:id',
      '/api/backend/cart/commit',
      '/api/backend/cart/price',
    ]);
  });
});
