import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { accessibleExpanded, waitForHydration } from './browser';
import { confirmPrice, fillCustomer, LABELS, shot, unique } from './checkout-helpers';
import { coursePath, directVisitorPerTest } from './direct-visitor';
import { TEXTS, type Language, type Viewport } from './visitor';

// With the keyboard alone at 1280 px (issue 41, item 7): the focus never falls to the page after
// a control the visitor pressed goes away (Play, Save participant, Show more, removing a cart
// item, a step change), the play button and the header show a focus ring that stands out, and
// the arrow keys move through an open menu instead of scrolling the page (which closed it).
// A whole booking by the keyboard alone, at 390 and 1280 px (issue 47, item 7): every page the
// visitor comes to, by a link, a step or the signing form, opens with the focus on its heading,
// and no control pressed on the way leaves the focus on the page's body.
// Only that booking comes from the home page (sv at 390 px, en at 1280 px); a test of one page's
// focus opens that page by its address.

// The keyboard and a mouse, at either width: no touch.
const { openAt } = directVisitorPerTest({ touch: false });
const openHome = (language: Language, viewport: Viewport) => openAt(language, viewport, TEXTS[language].home);

/** A course page by its address, as the focus tests of one page start. */
async function openCoursePage(language: Language) {
  const visitor = await openAt(language, 'desktop', coursePath('swedishAcademic', language));
  await visitor.page.getByRole('heading', { level: 1, name: TEXT[language].course }).waitFor();
  return visitor;
}

/** Polls wait for the network and the worker, slow while the machine is busy. */
const WAIT = { timeout: 15_000 };

const TEXT = {
  sv: {
    course: 'Ledarskap för nya chefer',
    play: 'Spela upp videon',
    addToCart: 'Lägg i varukorgen',
    removeItem: /^Ta bort .* ur varukorgen$/,
    closeCart: 'Stäng varukorgen',
    toCheckout: 'Till kassan',
    toBooking: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
    booking: 'Deltagare',
    confirm: 'Bekräfta och skicka',
    showMore: 'Visa fler',
    send: 'Skicka och signera',
    signHeading: 'Signera bokningen',
    signatory: 'Ditt namn',
    consent: 'Jag har läst avtalet och godkänner bokningen.',
    sign: 'Signera',
    thanks: 'Tack för din bokning',
    cancel: 'Avbryt',
  },
  en: {
    course: 'Leadership for new managers',
    play: 'Play the video',
    addToCart: 'Add to cart',
    removeItem: /^Remove .* from the cart$/,
    closeCart: 'Close the cart',
    toCheckout: 'To checkout',
    toBooking: 'To participants',
    toConfirm: 'To confirmation',
    booking: 'Participants',
    confirm: 'Confirm and send',
    showMore: 'Show more',
    send: 'Send and sign',
    signHeading: 'Sign your booking',
    signatory: 'Your name',
    consent: 'I have read the agreement and accept the booking.',
    sign: 'Sign',
    thanks: 'Thank you for your booking',
    cancel: 'Cancel',
  },
} as const;

/** What has the focus: its tag, class and accessible text, or BODY when the focus fell to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    return `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`;
  });

/** Waits until the page's heading has the focus (a page change) and says `heading`. */
async function expectHeadingFocused(page: Page, heading: string | RegExp) {
  const pattern = typeof heading === 'string' ? new RegExp(`^H1 ${heading}$`) : new RegExp(`^H1 ${heading.source}`);
  await expect.poll(() => focused(page), WAIT).toMatch(pattern);
}

/** Whether Chromium tells a screen reader that a checkbox is invalid (its accessibility tree). */
async function announcedInvalid(page: Page, name: string): Promise<boolean> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ role?: { value: string }; name?: { value: string }; properties?: Array<{ name: string; value: { value: unknown } }> }>;
  };
  await session.detach();
  const box = nodes.find((node) => node.role?.value === 'checkbox' && node.name?.value === name);
  if (!box) throw new Error(`no checkbox named ${name}`);
  return box.properties?.find((property) => property.name === 'invalid')?.value.value === 'true';
}

/** Presses a control from the keyboard: the focus on it, then Enter. */
async function pressWithKeyboard(locator: Locator) {
  // A dialog that just closed gives the focus back to its opener, which may come after a first
  // focus here: the control is focused until it holds the focus, and only then is Enter pressed.
  await expect
    .poll(async () => {
      await locator.focus();
      return locator.evaluate((element) => element === document.activeElement);
    }, WAIT)
    .toBe(true);
  await locator.page().keyboard.press('Enter');
}

/** Opens a course from the home page's listing by the keyboard. */
async function openCourse(page: Page, language: Language) {
  await pressWithKeyboard(page.getByRole('main').getByRole('link', { name: TEXT[language].course }).first());
  await page.getByRole('heading', { level: 1, name: TEXT[language].course }).waitFor();
  await waitForHydration(page);
}

/** The relative luminance of an sRGB colour (WCAG 2.2). */
function luminance([r, g, b]: number[]): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const colours = (css: string) => [...css.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].map((match) => match.slice(1, 4).map(Number));

describe('the focus with the keyboard alone (1280 px)', () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXT[language];

    test(`the play button shows a focus ring, and Play leaves the focus on the player (${language})`, async () => {
      const { page, problems } = await openCoursePage(language);
      const play = page.getByRole('button', { name: text.play });
      await play.waitFor();
      const unfocused = await play.evaluate((element) => getComputedStyle(element).boxShadow);
      // Reached by Tab, as a keyboard does: the ring is the one for keyboard focus.
      await play.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await play.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
      const ring = await play.evaluate((element) => getComputedStyle(element).boxShadow);
      expect(ring).not.toBe(unfocused);
      // A dark and a white ring: one of them stands out on any still.
      expect(colours(ring).some((colour) => contrast(colour, [255, 255, 255]) >= 3)).toBe(true);
      expect(colours(ring).some((colour) => contrast(colour, [0, 0, 0]) >= 3)).toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('.item-media video').waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.item-media') !== null), WAIT).toBe(true);
      expect(problems).toEqual([]);
    });

    test(`Show more moves the focus to the first card it adds (${language})`, async () => {
      const { page, problems } = await openHome(language, 'desktop');
      const main = page.getByRole('main');
      const cards = main.locator('.explorer-results .card__link');
      const before = await cards.count();
      await pressWithKeyboard(main.getByRole('link', { name: text.showMore }));
      await expect.poll(() => cards.count(), WAIT).toBeGreaterThan(before);
      const expected = await cards.nth(before).textContent();
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), WAIT).toBe(expected);
      expect(problems).toEqual([]);
    });

    test(`removing events from the cart keeps the focus in the cart: the next remove button, then close (${language})`, async () => {
      const { page, problems } = await openCoursePage(language);
      const add = page.getByRole('button', { name: text.addToCart, disabled: false });
      const modal = page.getByTestId('cart-modal');
      await pressWithKeyboard(add.first());
      await modal.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
      await pressWithKeyboard(add.nth(1));
      await modal.waitFor({ state: 'visible' });
      const remove = modal.getByRole('button', { name: text.removeItem });
      await expect.poll(() => remove.count(), WAIT).toBe(2);
      await pressWithKeyboard(remove.first());
      await expect.poll(() => remove.count(), WAIT).toBe(1);
      await expect.poll(() => focused(page), WAIT).toMatch(new RegExp(`^BUTTON ${text.removeItem.source.slice(1)}`));
      await page.keyboard.press('Enter');
      await expect.poll(() => remove.count(), WAIT).toBe(0);
      await expect.poll(() => focused(page), WAIT).toBe(`BUTTON ${text.closeCart}`);
      expect(problems).toEqual([]);
    });

    test(`the arrow keys move through an open menu, which stays open, and the page does not scroll (${language})`, async () => {
      const { page, problems } = await openHome(language, 'desktop');
      const summary = page.locator(`summary[data-menu="${TEXTS[language].courses}"]`);
      await summary.focus();
      await page.keyboard.press('Enter');
      expect(await accessibleExpanded(summary)).toBe(true);
      const popover = page.getByTestId('menu-popover').filter({ visible: true });
      const entries = popover.locator('.menu-popover__main').getByRole('button');
      const names = await entries.allTextContents();
      expect(names.length).toBeGreaterThan(2);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page), WAIT).toBe(`BUTTON ${names[0]}`);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page), WAIT).toBe(`BUTTON ${names[1]}`);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => focused(page), WAIT).toBe(`BUTTON ${names[0]}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await accessibleExpanded(summary)).toBe(true);
      await page.keyboard.press('ArrowUp');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await accessibleExpanded(summary)).toBe(true);
      expect(problems).toEqual([]);
    });

    test(`the header's focus ring stands out from the header by 3:1 or more (${language})`, async () => {
      const { page, problems } = await openHome(language, 'desktop');
      const header = page.getByRole('banner').first();
      const background = colours(await header.evaluate((element) => getComputedStyle(element).backgroundColor));
      const headerColour = background[0] ?? [255, 255, 255];
      // Tab from the page's start: the skip link, then the header's controls.
      await page.keyboard.press('Tab');
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => (document.activeElement ? getComputedStyle(document.activeElement).boxShadow : 'none'));
        expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
        expect(Math.max(...colours(ring).map((colour) => contrast(colour, headerColour)))).toBeGreaterThanOrEqual(3);
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('a whole booking by the keyboard alone: the focus never falls to the page', () => {
  // Both languages and both widths, in two walks.
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies readonly (readonly [Language, Viewport])[]) {
    const text = TEXT[language];
    const labels = LABELS[language];

    test(`${language} ${viewport}: each page opens on its heading, each control leaves the focus on the page's controls`, {
      timeout: 180_000,
    }, async () => {
      const id = unique();
      const { page, problems } = await openHome(language, viewport);
      const notOnBody = async () => expect.poll(() => focused(page), WAIT).not.toBe('BODY');

      // The course page, by a link of the home page's listing: a new document.
      await openCourse(page, language);
      await expectHeadingFocused(page, text.course);
      await shot(page, `focus-course-${language}`);

      await pressWithKeyboard(page.getByRole('button', { name: text.addToCart, disabled: false }).first());
      const modal = page.getByTestId('cart-modal');
      await modal.waitFor({ state: 'visible' });
      await notOnBody();
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-pricing"]')?.textContent === '');
      await pressWithKeyboard(modal.getByRole('link', { name: text.toCheckout }));

      // The first checkout step: a new document too, run as the app once hydrated.
      await page.waitForURL('**/checkout/customer');
      const form = page.getByTestId('customer-form');
      await form.waitFor();
      await expectHeadingFocused(page, /.+/);
      await waitForHydration(page);
      await expectHeadingFocused(page, /.+/);
      await shot(page, `focus-customer-${language}`);
      // Tabbing through the empty fields judges none of them.
      for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
      await notOnBody();
      expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);
      expect(await page.getByTestId('error-summary').textContent()).toBe('');
      // A refused send: the focus on the list of what stops it.
      await pressWithKeyboard(page.getByRole('button', { name: text.toBooking }));
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), WAIT).toBe('error-summary');
      await shot(page, `focus-customer-refused-${language}`);
      await fillCustomer(
        page,
        { name: `Tangent ${id} AB`, id: '556036-0793', contactEmail: `karin-${id}@example.se`, title: 'HR-chef' },
        language,
      );
      await pressWithKeyboard(page.getByRole('button', { name: text.toBooking }));

      await page.waitForURL('**/checkout/booking');
      await expectHeadingFocused(page, text.booking);
      const participant = page.getByTestId('participant-form');
      await participant.getByLabel(labels.firstName).fill('Anna');
      await participant.getByLabel(labels.lastName).fill('Berg');
      await participant.getByRole('textbox', { name: labels.email }).fill(`anna-${id}@example.se`);
      await participant.getByLabel(labels.jobTitle).fill('Chef');
      await participant.getByLabel(labels.participantId).fill('811218-9876');
      await participant.getByLabel(labels.reason).fill('Kompetensutveckling');
      await pressWithKeyboard(participant.getByRole('button', { name: labels.saveParticipant }));
      await page.getByTestId('participant-pool').getByText(`anna-${id}@example.se`).waitFor();
      await expect.poll(() => focused(page), WAIT).toBe(`BUTTON ${labels.addParticipant}`);
      // Add a participant: the form opens in the button's place, with the focus on its first field.
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe('field-participant-firstName');
      await shot(page, `focus-add-participant-${language}`);
      await pressWithKeyboard(participant.getByRole('button', { name: text.cancel }));
      await expect.poll(() => focused(page), WAIT).toBe(`BUTTON ${labels.addParticipant}`);

      await pressWithKeyboard(page.getByRole('button', { name: text.toConfirm }));
      await page.waitForURL('**/checkout/confirm');
      await expectHeadingFocused(page, text.confirm);
      // Back to an earlier step by its link, and on again: the same.
      await pressWithKeyboard(page.getByRole('link', { name: text.booking }));
      await page.waitForURL('**/checkout/booking');
      await expectHeadingFocused(page, text.booking);
      await pressWithKeyboard(page.getByRole('button', { name: text.toConfirm }));
      await page.waitForURL('**/checkout/confirm');
      await expectHeadingFocused(page, text.confirm);
      await confirmPrice(page);
      await pressWithKeyboard(page.getByRole('button', { name: text.send }));

      // The signing page runs no script: the browser's autofocus puts the focus on its heading,
      // and its consent box is not called invalid before the send.
      await page.waitForURL('**/sign/**');
      await expectHeadingFocused(page, text.signHeading);
      const consent = page.getByRole('checkbox', { name: text.consent });
      expect(await consent.getAttribute('aria-invalid')).toBeNull();
      expect(await announcedInvalid(page, text.consent)).toBe(false);
      await shot(page, `focus-signing-${language}`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('signatory-name');
      await page.keyboard.type('Karin Lund');
      // Sent without the consent: the page comes back with the focus on why, and the name as typed.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(`BUTTON ${text.sign}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), WAIT).toBe('alert');
      expect(await page.getByRole('textbox', { name: text.signatory }).inputValue()).toBe('Karin Lund');
      expect(await consent.getAttribute('aria-invalid')).toBe('true');
      await shot(page, `focus-signing-refused-${language}`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('signatory-name');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await consent.isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focused(page)).toBe(`BUTTON ${text.sign}`);
      await page.keyboard.press('Enter');

      // The status page: its heading says the booking is done, and has the focus.
      await page.waitForURL('**/checkout/status**');
      await expectHeadingFocused(page, text.thanks);
      await shot(page, `focus-status-${language}`);
      expect(problems).toEqual([]);
    });
  }
});
