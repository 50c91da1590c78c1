import { describe, expect, test } from 'vitest';
import { baseUrl } from './browser';
import { COURSES, addEvent, contextPerTest, shot } from './checkout-helpers';

// The visitor's side of the per-client limits (worker/middleware/rate-limit.ts): a client that
// has sent more shares in a minute than the limit allows is told so in its language, in the cart
// modal, instead of a bare error. Each run is its own client: the browser sends a client address
// of its own (as Cloudflare's edge does; wrangler dev keeps it), and the test uses up that
// address's share limit over HTTP before the visitor presses the button.

const SHARE_LIMIT = 30;
const LIMITED = {
  sv: 'För många förfrågningar på kort tid. Vänta en minut och försök igen.',
  en: 'Too many requests in a short time. Wait a minute and try again.',
} as const;
const SHARE_BUTTON = { sv: 'Dela varukorgen', en: 'Share the cart' } as const;
const UPDATE_BUTTON = { sv: 'Uppdatera delad varukorg', en: 'Update the shared cart' } as const;
const COURSE = { sv: COURSES.swedishAcademic, en: 'strategic-leadership' } as const;

const contexts = contextPerTest();

/** Sends shares from `client` until the limit refuses one; the refusal is the limiter's 429. */
async function exhaustShareLimit(client: string): Promise<void> {
  for (let sent = 0; sent <= 2 * SHARE_LIMIT; sent++) {
    const response = await fetch(`${baseUrl()}/api/backend/cart/share`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': client },
      body: '{}',
    });
    await response.arrayBuffer();
    if (response.status === 429) {
      expect(response.headers.get('Retry-After')).toBe('60');
      return;
    }
  }
  throw new Error(`the share limit never refused ${client}`);
}

const RUNS = [
  { language: 'sv', viewport: 'mobile', client: '203.0.113.61' },
  { language: 'sv', viewport: 'desktop', client: '203.0.113.62' },
  { language: 'en', viewport: 'mobile', client: '203.0.113.63' },
  { language: 'en', viewport: 'desktop', client: '203.0.113.64' },
] as const;

describe('over the limit', () => {
  for (const { language, viewport, client } of RUNS) {
    test(`sharing too often says so in ${language === 'sv' ? 'Swedish' : 'English'} (${viewport})`, async () => {
      const context = await contexts.open(viewport, language === 'sv' ? 'sv-SE' : 'en-GB');
      await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': client });
      const page = await context.newPage();
      await addEvent(page, COURSE[language], 1, language);
      const modal = page.getByTestId('cart-modal');
      // The limiter's windows are fixed to the clock: should one end between using the limit up
      // and the press, the share goes through, and the limit is used up once more.
      for (let attempt = 0; attempt < 2; attempt++) {
        await exhaustShareLimit(client);
        await modal.getByRole('button', { name: attempt === 0 ? SHARE_BUTTON[language] : UPDATE_BUTTON[language] }).click();
        const toast = page.getByTestId('toast').filter({ hasText: LIMITED[language] });
        const shared = modal.getByTestId('share-link');
        await Promise.race([toast.waitFor(), shared.waitFor()]);
        if (await toast.isVisible()) break;
      }
      await expect.poll(() => page.getByTestId('toast').allTextContents()).toContainEqual(expect.stringContaining(LIMITED[language]));
      await shot(page, `rate-limit-${language}`);
    }, 60_000);
  }
});
