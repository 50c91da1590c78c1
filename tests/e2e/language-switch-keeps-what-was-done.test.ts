import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForHydration } from './browser';
import { addEvent, LABELS } from './checkout-helpers';
import { type Press, touchVisitorPerTest } from './touch-visitor';
import { cartToCheckout } from './visitor-checkout';
import { TEXTS, type Language, type Viewport } from './visitor';
import { TWO_ROUNDS } from './visitor-test';

// The language switch keeps what the visitor is doing (issue 47, item 5): the other language's
// address keeps the search words typed, the status page's document, the checkout step and what
// was typed into it. Both directions, on a phone (390 px, touch) and a desktop (1280 px).

const touch = touchVisitorPerTest();

const OTHER = { sv: 'en', en: 'sv' } as const;
const TEXT = {
  sv: {
    switchTo: 'English',
    languages: 'Språk',
    search: '/sok',
    box: 'Sökord',
    words: 'ledarskap',
    status: 'Orderstatus',
    slug: 'ledarskap-for-nya-chefer',
  },
  en: {
    switchTo: 'Svenska',
    languages: 'Language',
    search: '/en/search',
    box: 'Search words',
    words: 'leadership',
    status: 'Order status',
    slug: 'leadership-for-new-managers',
  },
} as const;

/**
 * Presses the link to the other language: in the header on a desktop and in the checkout's quiet
 * header, at the foot of the open menu on a phone's other pages.
 */
async function switchLanguage(page: Page, from: Language, viewport: Viewport, press: Press, inMenu: boolean, to: string) {
  if (viewport === 'mobile' && inMenu) await press(page.getByLabel(TEXTS[from].openMenu, { exact: true }));
  const selector = page.getByRole('navigation', { name: TEXT[from].languages }).filter({ visible: true });
  const link = selector.getByRole('link', { name: TEXT[from].switchTo });
  // The link names the address before it is pressed: a failure says which of the two went wrong.
  await expect.poll(() => link.getAttribute('href')).toBe(to);
  await press(link);
  await expect.poll(() => addressOf(page), { timeout: 30_000 }).toBe(to);
}

/** The page's path and query, as a link on the site names it. */
function addressOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('the language switch keeps what the visitor is doing', () => {
  for (const [from, viewport] of TWO_ROUNDS) {
    const to = OTHER[from];

    test(`the search words typed go along to the other language's search page (${from} to ${to}, ${viewport})`, async () => {
      const { context, press } = await touch.open(from, viewport);
      const { page } = await openPage(context);
      await page.goto(TEXT[from].search);
      await waitForHydration(page);
      const words = TEXT[from].words;
      await page.getByLabel(TEXT[from].box, { exact: true }).fill(words);
      await page.waitForURL((url) => url.searchParams.get('q') === words);
      await switchLanguage(page, from, viewport, press, true, `${TEXT[to].search}?q=${words}`);
      await waitForHydration(page);
      expect(await page.getByLabel(TEXT[to].box, { exact: true }).inputValue()).toBe(words);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(to);
    });

    test(`the status page keeps its document in the other language (${from} to ${to}, ${viewport})`, async () => {
      const { context, press } = await touch.open(from, viewport);
      const { page } = await openPage(context);
      const home = TEXTS[from].home === '/' ? '' : TEXTS[from].home;
      await page.goto(`${home}/checkout/status?document=doc-language-switch`);
      await waitForHydration(page);
      const toHome = TEXTS[to].home === '/' ? '' : TEXTS[to].home;
      await switchLanguage(page, from, viewport, press, true, `${toHome}/checkout/status?document=doc-language-switch`);
      await page.getByRole('heading', { level: 1, name: TEXT[to].status }).waitFor();
    });

    test(`a checkout step opens in the other language with the cart and what was typed (${from} to ${to}, ${viewport})`, async () => {
      const { context, press } = await touch.open(from, viewport);
      const { page } = await openPage(context);
      await addEvent(page, TEXT[from].slug, 1, from);
      await cartToCheckout(page, from, viewport);
      const step = new URL(page.url()).pathname;
      const form = page.getByTestId('customer-form');
      await form.getByLabel(LABELS[from].companyPerson).check();
      await form.getByLabel(LABELS[from].companyName).fill('Språkbytet AB');
      await form.getByLabel(LABELS[from].firstName).fill('Karin');
      await form.getByRole('textbox', { name: LABELS[from].email }).fill('karin@example.se');
      await page.screenshot({ path: `/tmp/language-switch-checkout-${from}-${viewport}.png` });
      const toStep = from === 'sv' ? `/en${step}` : step.replace(/^\/en/, '');
      await switchLanguage(page, from, viewport, press, false, toStep);
      await waitForHydration(page);
      await page.waitForFunction(() => !document.querySelector('.checkout-page [aria-busy="true"]'));
      const kept = page.getByTestId('customer-form');
      expect(await kept.getByLabel(LABELS[to].companyPerson).isChecked()).toBe(true);
      expect(await kept.getByLabel(LABELS[to].companyName).inputValue()).toBe('Språkbytet AB');
      expect(await kept.getByLabel(LABELS[to].firstName).inputValue()).toBe('Karin');
      expect(await kept.getByRole('textbox', { name: LABELS[to].email }).inputValue()).toBe('karin@example.se');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(to);
      await page.screenshot({ path: `/tmp/language-switch-checkout-${to}-after-${viewport}.png` });
    });
  }
});
