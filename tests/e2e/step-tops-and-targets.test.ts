import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, onlyTheSite, openPage, settled, VIEWPORTS, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';
import { fillCustomer, LABELS, unique } from './checkout-helpers';
import { followMenu, TEXTS, type Language } from './visitor';

// Where a visitor lands and what they can hit on a phone (issue 41, items 4 and 10): each
// checkout step opens at its top with the focus on its heading (the app kept the old step's
// scroll, about 1,340 px down on the participants step), the course page's "Upcoming dates"
// jump shows its heading below the fixed header, and the small links are targets of at least
// 24 × 24 px (WCAG 2.2). On a desktop, the header's Back button moves none of the header's actions.

const { newContext } = contextsPerTest();

/** A visitor on a phone (390 px, touch) or a desktop, starting at the home page of a language. */
async function visitor(language: Language, viewport: keyof typeof VIEWPORTS) {
  const context = await newContext({
    viewport: VIEWPORTS[viewport],
    locale: language === 'sv' ? 'sv-SE' : 'en-GB',
    baseURL: baseUrl(),
    ...(viewport === 'mobile' ? { hasTouch: true, isMobile: true } : {}),
  });
  await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
  const outside = await onlyTheSite(context);
  const { page, problems } = await openPage(context);
  await page.goto(TEXTS[language].home);
  await waitForHydration(page);
  return { page, problems, outside };
}

/** Polls wait for the network and the worker, slow while the machine is busy. */
const WAIT = { timeout: 15_000 };

const TEXT = {
  sv: {
    course: 'Ledarskap för nya chefer',
    addToCart: 'Lägg i varukorgen',
    toCheckout: 'Till kassan',
    toBooking: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
    steps: { booking: 'Deltagare', confirm: 'Bekräfta', customer: 'Kunduppgifter' },
    confirmHeading: 'Bekräfta och skicka',
    send: 'Skicka och signera',
    signatory: 'Ditt namn',
    consent: 'Jag har läst avtalet',
    sign: 'Signera',
    thanks: 'Tack för din bokning',
    upcoming: 'Kommande tillfällen',
    schedule: 'Schema och detaljer',
  },
  en: {
    course: 'Leadership for new managers',
    addToCart: 'Add to cart',
    toCheckout: 'To checkout',
    toBooking: 'To participants',
    toConfirm: 'To confirmation',
    steps: { booking: 'Participants', confirm: 'Confirm', customer: 'Customer details' },
    confirmHeading: 'Confirm and send',
    send: 'Send and sign',
    signatory: 'Your name',
    consent: 'I have read the agreement',
    sign: 'Sign',
    thanks: 'Thank you for your booking',
    upcoming: 'Upcoming dates',
    schedule: 'Schedule and details',
  },
} as const;

/** From the home page through the menu's topic to the course page. */
async function openCourse(page: Page, language: Language, viewport: keyof typeof VIEWPORTS) {
  const texts = TEXTS[language];
  await followMenu(page, language, viewport, true, [texts.courses, texts.topic, texts.allTopicCourses]);
  await page.getByRole('main').getByRole('link', { name: TEXT[language].course }).first().click();
  await page.getByRole('heading', { level: 1, name: TEXT[language].course }).waitFor();
  await waitForHydration(page);
}

/** Where the window is scrolled, and the tag and text of what has the focus. */
async function scrollAndFocus(page: Page) {
  return page.evaluate(() => ({
    scrollY: Math.round(window.scrollY),
    focus:
      !document.activeElement || document.activeElement === document.body
        ? 'BODY'
        : `${document.activeElement.tagName} ${document.activeElement.textContent?.trim() ?? ''}`,
  }));
}

/** A step the app navigated to: its heading is on screen and holds the focus, the window at its top. */
async function expectStepAtTop(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect.poll(() => scrollAndFocus(page), WAIT).toEqual({ scrollY: 0, focus: `H1 ${heading}` });
}

/** The width and height of an element's box, in CSS pixels. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return { width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 };
}

function expectTarget(box: { width: number; height: number }) {
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
}

describe('checkout steps open at their top, on a phone', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`the participants and confirm steps start at the top with the focus on their heading; their step links are 24 px targets (${language}, 390 px)`, async () => {
      const text = TEXT[language];
      const labels = LABELS[language];
      const id = unique();
      const { page, problems, outside } = await visitor(language, 'mobile');
      await openCourse(page, language, 'mobile');
      await page.getByRole('button', { name: text.addToCart, disabled: false }).first().tap();
      const modal = page.getByTestId('cart-modal');
      await modal.waitFor({ state: 'visible' });
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
      await modal.getByRole('link', { name: text.toCheckout }).tap();
      await page.waitForURL('**/checkout/customer');
      await waitForHydration(page);
      await page.getByTestId('customer-form').waitFor();
      await fillCustomer(
        page,
        { name: `Exempel ${id} AB`, id: '556036-0793', contactEmail: `karin-${id}@example.se`, title: 'HR-chef' },
        language,
      );
      // The visitor is at the foot of the long form when they go on.
      expect((await scrollAndFocus(page)).scrollY).toBeGreaterThan(500);
      await page.getByRole('button', { name: text.toBooking }).tap();
      await page.waitForURL('**/checkout/booking');
      await expectStepAtTop(page, text.steps.booking);
      // The done step is a link back, a target of at least 24 × 24 px.
      const steps = page.getByRole('navigation', { name: language === 'sv' ? 'Steg i kassan' : 'Checkout steps' });
      expectTarget(await boxOf(steps.getByRole('link', { name: text.steps.customer })));

      const form = page.getByTestId('participant-form');
      await form.getByLabel(labels.firstName).fill('Anna');
      await form.getByLabel(labels.lastName).fill('Berg');
      await form.getByRole('textbox', { name: labels.email }).fill(`anna-${id}@example.se`);
      await form.getByLabel(labels.jobTitle).fill('Chef');
      await form.getByLabel(labels.participantId).fill('811218-9876');
      await form.getByLabel(labels.reason).fill('Kompetensutveckling');
      await form.getByRole('button', { name: labels.saveParticipant }).tap();
      await page.getByTestId('participant-pool').getByText(`anna-${id}@example.se`).waitFor();
      await page.getByRole('button', { name: text.toConfirm }).scrollIntoViewIfNeeded();
      expect((await scrollAndFocus(page)).scrollY).toBeGreaterThan(0);
      await page.getByRole('button', { name: text.toConfirm }).tap();
      await page.waitForURL('**/checkout/confirm');
      await expectStepAtTop(page, text.confirmHeading);
      for (const name of [text.steps.customer, text.steps.booking]) expectTarget(await boxOf(steps.getByRole('link', { name })));

      // Signing, then the thank-you page: it too opens at its top.
      await page.getByTestId('confirm-price').getByTestId('cart-total').waitFor();
      await page.getByRole('button', { name: text.send }).tap();
      await page.waitForURL('**/sign/**');
      await page.getByLabel(text.signatory).fill('Karin Lund');
      await page.getByLabel(text.consent).check();
      await page.getByRole('button', { name: text.sign, exact: true }).tap();
      await page.waitForURL('**/checkout/status?document=*');
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: text.thanks }).waitFor();
      expect((await scrollAndFocus(page)).scrollY).toBe(0);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
});

describe('a course page on a phone', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`"${TEXT[language].upcoming}" shows the dates' heading below the fixed header, and the small links are 24 px targets (${language}, 390 px)`, async () => {
      const text = TEXT[language];
      const { page, problems } = await visitor(language, 'mobile');
      await openCourse(page, language, 'mobile');
      await page.getByRole('main').getByRole('link', { name: text.upcoming }).tap();
      const heading = page.getByRole('heading', { level: 2, name: text.upcoming });
      // Wait for the jump (and the header's slide) to end: the position stops changing.
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const y = await page.evaluate(() => window.scrollY);
          const still = y === last;
          last = y;
          return still && y > 0;
        }, WAIT)
        .toBe(true);
      await settled(page.getByRole('banner').first());
      // The heading lands below where the fixed header shows (it slides back in as soon as the
      // visitor scrolls up), and nothing lies over it: the point at its middle is the heading itself.
      const headerHeight = await page
        .getByRole('banner')
        .first()
        .evaluate((element) => element.getBoundingClientRect().height);
      const place = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
        return { top: box.top, ownPoint: top !== null && element.contains(top) };
      });
      expect(place.top).toBeGreaterThanOrEqual(headerHeight);
      expect(place.ownPoint).toBe(true);

      expectTarget(await boxOf(page.getByRole('link', { name: text.schedule }).first()));
      const footer = page.getByRole('contentinfo').getByRole('link');
      expect(await footer.count()).toBeGreaterThan(0);
      for (const link of await footer.all()) expectTarget(await boxOf(link));
      expect(problems).toEqual([]);
    });
  }
});

describe("the desktop header's Back button", () => {
  for (const language of ['sv', 'en'] as const) {
    test(`opening a menu shows Back without moving search, the cart or the language links (${language}, 1280 px)`, async () => {
      const { page, problems } = await visitor(language, 'desktop');
      const banner = page.getByRole('banner');
      const actions = [
        banner.getByRole('button', { name: language === 'sv' ? 'Sök' : 'Search', exact: true }),
        banner.getByRole('button', { name: new RegExp(`^${language === 'sv' ? 'Varukorg' : 'Cart'}`) }),
        banner.getByRole('navigation', { name: language === 'sv' ? 'Språk' : 'Language' }),
      ];
      const positions = () => Promise.all(actions.map(async (locator) => (await locator.boundingBox())?.x));
      const before = await positions();
      await page
        .getByRole('navigation', { name: TEXTS[language].mainMenu })
        .getByText(TEXTS[language].courses, { exact: true })
        .first()
        .click();
      await banner.getByRole('button', { name: language === 'sv' ? 'Tillbaka' : 'Back', exact: true }).waitFor();
      expect(await positions()).toEqual(before);
      expect(problems).toEqual([]);
    });
  }
});
