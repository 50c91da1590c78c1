import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, openPage, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';
import { text } from './texts';
import { followMenu, revealCard, TEXTS, type Language, type Viewport } from './visitor';

// A visitor on the way to the checkout: from the home page of a language through the main menu
// to a course, into the cart and on to the checkout, on a phone (390 px, touch) or a desktop
// (1280 px, mouse). Texts are the visible ones.

export const SHOTS_B = '/tmp/shots-b';
mkdirSync(SHOTS_B, { recursive: true });

/** The leadership courses of the seed, one per category, by their titles. */
export const COURSE_TITLES = {
  sv: {
    swedishAcademic: 'Ledarskap för nya chefer',
    businessSchool: 'Strategiskt ledarskap',
    englishAcademic: 'Ledarskap i internationella organisationer',
  },
  en: {
    swedishAcademic: 'Leadership for new managers',
    businessSchool: 'Strategic leadership',
    englishAcademic: 'Leadership in international organisations',
  },
} as const;

/** The cart's buttons a walk presses, in each language: the catalogue's texts. */
const cartTextsOf = (language: Language) => ({
  add: text(language, 'cart.add'),
  toCheckout: text(language, 'cart.to_checkout'),
  toApplication: text(language, 'cart.to_application'),
  close: text(language, 'cart.close'),
});

export const CART_TEXTS = { sv: cartTextsOf('sv'), en: cartTextsOf('en') };

/**
 * One browser for a test file; `openHome` opens the home page of a language in a fresh context
 * (touch on the phone), cut off from everything but the site.
 */
export function checkoutVisitorPerTest(siteUrl: () => string = baseUrl) {
  const visitors = contextsPerTest();
  return {
    async openHome(language: Language, viewport: Viewport) {
      const { context, outside } = await visitors.open({ language, viewport, site: siteUrl() });
      const { page, problems } = await openPage(context);
      await page.goto(TEXTS[language].home);
      await waitForHydration(page);
      return { page, problems, outside };
    },
  };
}

/** Taps on a phone, clicks on a desktop. */
export async function press(locator: Locator, viewport: Viewport): Promise<void> {
  if (viewport === 'mobile') {
    await locator.scrollIntoViewIfNeeded();
    await locator.tap();
  } else await locator.click();
}

/** From the home page through the main menu's leadership courses to one course's page. */
export async function openLeadershipCourse(page: Page, language: Language, viewport: Viewport, title: string): Promise<void> {
  const texts = TEXTS[language];
  await followMenu(page, language, viewport, true, [texts.courses, texts.topic, texts.allTopicCourses]);
  await page.waitForURL((url) => url.searchParams.get('department') === 'course');
  await waitForHydration(page);
  await press(await revealCard(page, language, title), viewport);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await waitForHydration(page);
}

/** The add button of the course page's first open event. */
export function firstAddButton(page: Page, language: Language): Locator {
  return page
    .getByRole('button', { name: new RegExp(`^${CART_TEXTS[language].add}`) })
    .and(page.locator('button:enabled'))
    .first();
}

/** Adds the course page's first open event with its add button and waits for the cart's price. */
export async function addFirstEvent(page: Page, language: Language, viewport: Viewport): Promise<Locator> {
  await press(firstAddButton(page, language), viewport);
  const modal = page.getByTestId('cart-modal');
  await modal.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
  return modal;
}

/** From the open cart to the checkout's first step, once it has read the cart. */
export async function cartToCheckout(page: Page, language: Language, viewport: Viewport): Promise<void> {
  await press(page.getByTestId('cart-modal').getByRole('link', { name: CART_TEXTS[language].toCheckout }), viewport);
  await page.waitForURL('**/checkout/**');
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('.checkout-page [aria-busy="true"]'));
  await page.getByTestId('customer-form').waitFor();
}

const APPLICATION_TEXTS = {
  sv: { chooseFile: 'Välj en fil', upload: 'Ladda upp', continue: 'Fortsätt' },
  en: { chooseFile: 'Choose a file', upload: 'Upload', continue: 'Continue' },
} as const;

/** From the open cart of an English academic course to the applicant step, attaching one PDF on the way. */
export async function cartToApplicant(page: Page, language: Language, viewport: Viewport): Promise<void> {
  const texts = APPLICATION_TEXTS[language];
  await press(page.getByTestId('cart-modal').getByRole('link', { name: CART_TEXTS[language].toApplication }), viewport);
  await page.waitForURL('**/attachments');
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('.checkout-page [aria-busy="true"]'));
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x20)]);
  await page.getByLabel(texts.chooseFile).setInputFiles({ name: 'CV.pdf', mimeType: 'application/pdf', buffer: pdf });
  await press(page.getByRole('button', { name: texts.upload, exact: true }), viewport);
  await page.getByRole('main').getByText('CV.pdf', { exact: true }).first().waitFor();
  await press(page.getByRole('button', { name: texts.continue, exact: true }), viewport);
  await page.getByTestId('customer-form').waitFor();
}

/** A screenshot of the viewport under /tmp/shots-b, named after what it shows and the width. */
export async function shotB(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_B}/${name}-${width}.png` });
}
