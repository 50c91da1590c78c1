import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES } from '../../shared/i18n/languages';
import { launchBrowser, waitForHydration } from './browser';
import { openVisitorContext, type Viewport } from './visitor-context';
import { CART_DATABASE, CART_STORE } from '../../web/cart/cart-database';
import { CARTS_KEY } from '../../web/cart/cart-record-store';
import { type Language, type MessageKey, startingWith, text, textPattern } from './texts';

// Shared steps of the checkout, share and application end-to-end tests.

export const SHOTS = '/tmp/checkout-shots';
mkdirSync(SHOTS, { recursive: true });

export const COURSES = {
  swedishAcademic: 'ledarskap-for-nya-chefer',
  businessSchool: 'strategiskt-ledarskap',
  englishAcademic: 'ledarskap-i-internationella-organisationer',
} as const;

export type { Viewport } from './visitor-context';

/**
 * A fresh visitor's context at a viewport, in the language of a locale, with no remembered
 * language and no touch screen; outside hosts answer empty at once (no internet here).
 */
export async function newContext(browser: Browser, viewport: Viewport = 'desktop', locale = 'sv-SE'): Promise<BrowserContext> {
  const language = LANGUAGES.find((candidate) => LANGUAGE_LOCALES[candidate] === locale);
  if (!language) throw new Error(`no language of the site has the locale ${locale}`);
  const { context } = await openVisitorContext(browser, { language, viewport, touch: false, languageCookie: false, outside: 'empty' });
  return context;
}

/**
 * One browser for a test file and a fresh context for each test, closed after the test however
 * it ends. Call it at the top level of a test file.
 */
export function contextPerTest(): { open: (viewport?: Viewport, locale?: string) => Promise<BrowserContext> } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  return {
    async open(viewport, locale) {
      if (!browser) throw new Error('contextPerTest: open a context inside a test');
      context = await newContext(browser, viewport, locale);
      return context;
    },
  };
}

/** A full-page screenshot under /tmp/checkout-shots, named after the step and the width. */
export async function shot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** A unique suffix so people and customers of one test never meet another's. */
export const unique = () => Math.random().toString(36).slice(2, 10);

export type { Language } from './texts';

/** The labels the helpers find the checkout's controls by, in a language: the catalogue's texts. */
function labelsOf(language: Language) {
  const say = (key: MessageKey) => text(language, key);
  return {
    coursePath: language === 'sv' ? '/kurs/' : '/en/course/',
    moreParticipants: textPattern(language, 'cart.increase'),
    privatePerson: say('checkout.customer.type_private'),
    companyPerson: say('checkout.customer.type_company'),
    companyName: say('checkout.customer.company_name'),
    personalNumber: startingWith(say('checkout.customer.personal_number'), say('checkout.customer.id_number')),
    orgNumber: say('checkout.customer.org_number'),
    // A required field's label goes on with its mark in brackets.
    address: startingWith(`${say('checkout.customer.address')} (`),
    zip: say('checkout.customer.zip'),
    city: startingWith(`${say('checkout.customer.city')} (`),
    firstName: say('checkout.contact.first_name'),
    lastName: say('checkout.contact.last_name'),
    email: startingWith(say('checkout.contact.email')),
    jobTitle: say('checkout.contact.title'),
    workLocation: say('checkout.contact.location'),
    addParticipant: say('checkout.participants.add'),
    participantId: startingWith(say('checkout.participants.ssn'), say('checkout.participants.ssn_optional')),
    reason: say('checkout.participants.reason'),
    saveParticipant: say('checkout.participants.save'),
  };
}

export const LABELS = { sv: labelsOf('sv'), en: labelsOf('en') };

/**
 * Adds the first open event of a course page (the course's slug in that language) with this many
 * participants and waits for its price.
 */
export async function addEvent(page: Page, slug: string, participants = 1, language: Language = 'sv'): Promise<void> {
  const labels = LABELS[language];
  await page.goto(`${labels.coursePath}${slug}`);
  await waitForHydration(page);
  // As a visitor booking seats would, take the first event that does not say its seats are few:
  // many browser tests book the same courses, and unsigned orders hold their seats for a while.
  const bookable = '[data-testid="add-to-cart"]:not([disabled])';
  const roomy = page
    .getByTestId('event-row')
    .filter({ hasNot: page.locator('.seat-note') })
    .locator(bookable);
  await ((await roomy.count()) > 0 ? roomy : page.locator(bookable)).first().click();
  const modal = page.getByTestId('cart-modal');
  await modal.waitFor({ state: 'visible' });
  for (let count = 1; count < participants; count += 1) {
    await modal.getByRole('button', { name: labels.moreParticipants }).click();
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="cart-item-count"]')?.textContent === String(expected),
      count + 1,
    );
  }
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
}

/** Goes to a checkout page and waits until its step has read the cart. */
export async function openStep(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('.checkout-page [aria-busy="true"]'));
}

export interface CustomerData {
  type?: 'company' | 'private';
  name: string;
  id: string;
  contactEmail: string;
  title?: string;
  location?: string;
}

/** Fills the customer and contact person form of the customer step. */
export async function fillCustomer(page: Page, data: CustomerData, language: Language = 'sv'): Promise<void> {
  const labels = LABELS[language];
  const form = page.getByTestId('customer-form');
  const company = data.type !== 'private';
  await form.getByLabel(company ? labels.companyPerson : labels.privatePerson).check();
  // A private person's name is asked once, as the contact person's first and last name.
  if (company) await form.getByLabel(labels.companyName).fill(data.name);
  await form.getByLabel(company ? labels.orgNumber : labels.personalNumber, { exact: false }).fill(data.id);
  await form.getByRole('textbox', { name: labels.address }).fill('Storgatan 1');
  await form.getByLabel(labels.zip).fill('111 22');
  await form.getByRole('textbox', { name: labels.city }).fill('Stockholm');
  const [first = '', ...rest] = company ? ['Karin', 'Lund'] : data.name.split(' ');
  await form.getByLabel(labels.firstName).fill(first);
  await form.getByLabel(labels.lastName).fill(rest.join(' '));
  await form.getByRole('textbox', { name: labels.email }).fill(data.contactEmail);
  if (data.title) await form.getByLabel(labels.jobTitle).fill(data.title);
  if (data.location) await form.getByLabel(labels.workLocation).fill(data.location);
}

export interface ParticipantData {
  firstName: string;
  lastName: string;
  email: string;
  title?: string;
  ssn?: string;
  reason?: string;
}

/** Fills and saves the participant form (opening it when it is closed). */
export async function addParticipant(page: Page, data: ParticipantData, language: Language = 'sv'): Promise<void> {
  const labels = LABELS[language];
  const form = page.getByTestId('participant-form');
  if (!(await form.isVisible())) await page.getByRole('button', { name: labels.addParticipant }).click();
  await form.getByLabel(labels.firstName).fill(data.firstName);
  await form.getByLabel(labels.lastName).fill(data.lastName);
  await form.getByRole('textbox', { name: labels.email }).fill(data.email);
  if (data.title !== undefined) await form.getByLabel(labels.jobTitle).fill(data.title);
  if (data.ssn !== undefined) await form.getByLabel(labels.participantId).fill(data.ssn);
  if (data.reason !== undefined) await form.getByLabel(labels.reason).fill(data.reason);
  await form.getByRole('button', { name: labels.saveParticipant }).click();
  await page.getByTestId('participant-pool').getByText(data.email).waitFor();
}

/** Waits for the confirm step's back-end price. */
export async function confirmPrice(page: Page): Promise<string> {
  await page.getByTestId('confirm-price').getByTestId('cart-total').waitFor();
  return (await page.getByTestId('confirm-price').getByTestId('cart-total').textContent()) ?? '';
}

/** Where the page keeps the carts (web/cart/cart-database.ts), passed into the page's functions. */
const CART_PLACE = { database: CART_DATABASE, store: CART_STORE, key: CARTS_KEY };

/** The stored carts, as the page holds them. */
// biome-ignore lint/suspicious/noExplicitAny: the tests store junk of every shape on purpose and read back whatever the page kept, so no one cart type fits
export async function storedCarts(page: Page): Promise<Record<string, any>> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve((request.result as Record<string, unknown>) ?? {});
          };
          request.onerror = () => reject(request.error);
        };
      }),
    CART_PLACE,
  );
}

/** Writes the stored carts record, as another tab would. */
export async function writeStoredCarts(page: Page, value: unknown): Promise<void> {
  await page.evaluate(
    async ({ place: { database, store, key }, record }) => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(store, 'readwrite');
          tx.objectStore(store).put(record, key);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    },
    { place: CART_PLACE, record: value },
  );
}

/** No console errors, page errors or CSP violations, except what a test expects. */
export function expectNoProblems(problems: string[], allowed: RegExp[] = []): void {
  expect(problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))).toEqual([]);
}
