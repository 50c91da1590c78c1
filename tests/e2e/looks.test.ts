import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, VIEWPORTS, waitForHydration } from './browser';
import {
  addEvent,
  addParticipant,
  contextPerTest,
  COURSES,
  expectNoProblems,
  fillCustomer,
  shot,
  SHOTS,
  unique,
  type Language,
  type Viewport,
} from './checkout-helpers';

// What a visitor sees: the cart's coupon field fits a phone, secondary actions look like buttons
// (not like plain text), a field beside one with an error stays level, the places line reads as
// sentences, and the course page's at-a-glance box names each fact once.

const contexts = contextPerTest();

/** The visible texts the tests find things by, per language (the message catalogues' texts). */
const TEXT = {
  sv: {
    home: '/',
    locale: 'sv-SE',
    course: 'Ledarskap för nya chefer',
    addToCart: /^Lägg i varukorgen/,
    cart: 'Din varukorg',
    couponLabel: 'Rabattkod',
    couponApply: 'Använd kod',
    couponRemove: 'Ta bort rabattkoden',
    share: 'Dela varukorgen',
    toCheckout: 'Till kassan',
    toParticipants: 'Till deltagare',
    fillFromContact: 'Fyll i med kontaktpersonen',
    cancelParticipant: 'Avbryt',
    toApplication: 'Till ansökan',
    zip: 'Postnummer',
    placesFull: 'Valda platser: 1 av 1. Alla platser är valda.',
    city: /^Ort \(/,
    upload: 'Ladda upp',
    atAGlance: 'I korthet',
    factLabels: ['Ämne', 'Utbildningsform', 'Orter', 'Upplägg'],
  },
  en: {
    home: '/en',
    locale: 'en-GB',
    course: 'Leadership for new managers',
    addToCart: /^Add to cart/,
    cart: 'Your cart',
    couponLabel: 'Discount code',
    couponApply: 'Apply code',
    couponRemove: 'Remove the discount code',
    share: 'Share the cart',
    toCheckout: 'To checkout',
    toParticipants: 'To participants',
    fillFromContact: 'Fill in with the contact person',
    cancelParticipant: 'Cancel',
    toApplication: 'To the application',
    zip: 'Postcode',
    placesFull: 'Places chosen: 1 of 1. Every place is taken.',
    city: /^City \(/,
    upload: 'Upload',
    atAGlance: 'At a glance',
    factLabels: ['Topic', 'Educational form', 'Locations', 'Length and pace'],
  },
} as const;

/** The English slug of the English-academic course, which applies instead of booking. */
const ENGLISH_ACADEMIC_EN = 'leadership-in-international-organisations';

/** From the home page, through the course's card, to its page, hydrated. */
async function openCourseFromHome(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  await page.goto(text.home);
  await waitForHydration(page);
  await page.getByRole('link', { name: text.course, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name: text.course }).waitFor();
  await waitForHydration(page);
}

/** Books the course page's first open event with its add-to-cart button; the cart opens. */
async function addFirstEvent(page: Page, language: Language): Promise<Locator> {
  const text = TEXT[language];
  await page.getByRole('button', { name: text.addToCart, disabled: false }).first().click();
  const cart = page.getByRole('dialog', { name: text.cart });
  await cart.waitFor({ state: 'visible' });
  await cart.getByLabel(text.couponLabel).waitFor();
  return cart;
}

/** A screenshot of what the viewport shows (the open cart), named after the step and the width. */
async function cartShot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png` });
}

/** Waits until a step reached by a link is shown and has read the cart. */
async function stepRead(page: Page, url: string): Promise<void> {
  await page.waitForURL(url);
  await page.waitForFunction(() => !document.querySelector('.checkout-page [aria-busy="true"]'));
}

interface Shape {
  borderWidth: number;
  borderColor: string;
  background: string;
  behind: string;
  paddingX: number;
  paddingY: number;
}

/**
 * How a button is drawn at rest: border, own background, the colour behind it (the first
 * ancestor with a background) and padding. The pointer is moved off it and running transitions
 * are awaited first, so a hover colour never passes for a shape.
 */
async function shapeAtRest(page: Page, button: Locator): Promise<Shape> {
  await page.mouse.move(0, 0);
  await button.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
    let behind = 'rgb(255, 255, 255)';
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const colour = getComputedStyle(parent).backgroundColor;
      if (!transparent(colour)) {
        behind = colour;
        break;
      }
    }
    return {
      borderWidth: parseFloat(style.borderTopWidth),
      borderColor: transparent(style.borderTopColor) ? 'transparent' : style.borderTopColor,
      background: transparent(style.backgroundColor) ? 'transparent' : style.backgroundColor,
      behind,
      paddingX: Math.min(parseFloat(style.paddingLeft), parseFloat(style.paddingRight)),
      paddingY: Math.min(parseFloat(style.paddingTop), parseFloat(style.paddingBottom)),
    };
  });
}

/** A visible border or a background of its own, and padding around the label. */
async function expectButtonShape(page: Page, button: Locator, name: string): Promise<void> {
  const shape = await shapeAtRest(page, button);
  const border = shape.borderWidth > 0 && shape.borderColor !== 'transparent' && shape.borderColor !== shape.behind;
  const background = shape.background !== 'transparent' && shape.background !== shape.behind;
  expect({ name, outlinedOrFilled: border || background }, JSON.stringify(shape)).toEqual({ name, outlinedOrFilled: true });
  expect(shape.paddingX, `${name}: horizontal padding`).toBeGreaterThan(0);
  expect(shape.paddingY, `${name}: vertical padding`).toBeGreaterThan(0);
  // The keyboard focus ring still shows on it.
  await button.evaluate((element: HTMLElement) => element.focus({ focusVisible: true } as FocusOptions));
  expect(await button.evaluate((element) => getComputedStyle(element).boxShadow), `${name}: focus ring`).not.toBe('none');
}

/** The element's box lies within the viewport's width (and within `container` when given). */
async function expectInsideWidth(page: Page, element: Locator, container?: Locator): Promise<void> {
  const width = page.viewportSize()!.width;
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  if (container) {
    const outer = (await container.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(outer.x);
    expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width);
  }
}

/** The course page's at-a-glance box names each fact once, in the catalogue's order. */
async function expectFactsOnce(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const box = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: text.atAGlance }) });
  const labels = (await box.getByRole('term').allTextContents()).map((label) => label.trim());
  expect(labels).toEqual([...text.factLabels]);
  expect(new Set(labels).size).toBe(labels.length);
}

/**
 * In the open cart: the coupon field and its apply button lie fully inside the viewport and the
 * cart (on a phone also at 320 px, the narrowest still in use), and the cart's secondary buttons
 * (apply, remove the code, share) look like buttons. Leaves the cart open at the test's width.
 */
async function expectCouponFitsAndButtonsShaped(page: Page, cart: Locator, language: Language, viewport: Viewport): Promise<void> {
  const text = TEXT[language];
  const field = cart.getByLabel(text.couponLabel);
  const apply = cart.getByRole('button', { name: text.couponApply });
  await field.fill('VALKOMMEN10');
  await expectInsideWidth(page, field, cart);
  await expectInsideWidth(page, apply, cart);
  await cartShot(page, `looks-coupon-${language}`);
  await expectButtonShape(page, apply, text.couponApply);
  await apply.click();
  const remove = cart.getByRole('button', { name: text.couponRemove });
  await remove.waitFor();
  await expectInsideWidth(page, remove, cart);
  await expectButtonShape(page, remove, text.couponRemove);
  await expectButtonShape(page, cart.getByRole('button', { name: text.share }), text.share);
  if (viewport === 'mobile') {
    // The narrowest phones still in use.
    await page.setViewportSize({ width: 320, height: 640 });
    await expectInsideWidth(page, remove, cart);
    await cartShot(page, `looks-coupon-applied-${language}`);
    await remove.click();
    await field.fill('VALKOMMEN10');
    await expectInsideWidth(page, field, cart);
    await expectInsideWidth(page, apply, cart);
    await cartShot(page, `looks-coupon-${language}`);
    await page.setViewportSize(VIEWPORTS.mobile);
  }
}

/**
 * On the customer step, empty: a field beside one with an error keeps its input level with its
 * neighbour's (the postcode beside an empty city, after a submit).
 */
async function expectFieldRowLevel(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  const form = page.getByRole('main');
  await form.getByLabel(text.zip).fill('111 22');
  await page.getByRole('button', { name: text.toParticipants }).click();
  const city = form.getByRole('textbox', { name: text.city });
  await expect.poll(() => city.getAttribute('aria-invalid')).toBe('true');
  // Each input lies the same distance below its own label, whether or not the field beside it is taller.
  const below = async (input: Locator, label: Locator) => (await input.boundingBox())!.y - (await label.boundingBox())!.y;
  const zipLabel = form.locator('label', { hasText: text.zip });
  const cityLabel = form.locator('label', { hasText: text.city });
  expect(await below(form.getByLabel(text.zip), zipLabel)).toBeCloseTo(await below(city, cityLabel), 0);
  await shot(page, `looks-field-row-${language}`);
}

for (const language of ['sv', 'en'] as const satisfies readonly Language[]) {
  for (const viewport of ['mobile', 'desktop'] as const satisfies readonly Viewport[]) {
    const text = TEXT[language];
    describe(`looks (${language}, ${VIEWPORTS[viewport].width} px)`, () => {
      // One walk from the home page to a saved participant makes every check on the way, each on
      // the state the visitor meets it in: the steps build on each other, and walking to each
      // check again from the home page cost five home, course and cart visits per width.
      test(`from the home page to a participant: the '${text.atAGlance}' box names each fact once, the coupon field and ` +
        `'${text.couponApply}' fit the viewport and the cart, secondary buttons in the cart and on the participant step ` +
        `look like buttons, '${text.zip}' stays level beside an empty city, and the places line reads '${text.placesFull}'`, async () => {
        const { page, problems } = await openPage(await contexts.open(viewport, text.locale));
        const id = unique();
        await openCourseFromHome(page, language);
        await expectFactsOnce(page, language);

        const cart = await addFirstEvent(page, language);
        await expectCouponFitsAndButtonsShaped(page, cart, language, viewport);

        await cart.getByRole('link', { name: text.toCheckout }).click();
        await stepRead(page, '**/checkout/customer');
        await expectFieldRowLevel(page, language);

        await fillCustomer(
          page,
          { name: `Utseende ${id} AB`, id: '556036-0793', contactEmail: `karin-${id}@example.se`, title: 'HR-chef' },
          language,
        );
        await page.getByRole('button', { name: text.toParticipants }).click();
        await stepRead(page, '**/checkout/booking');
        const form = page.getByTestId('participant-form');
        await form.waitFor();
        await expectButtonShape(page, form.getByRole('button', { name: text.fillFromContact }), text.fillFromContact);
        await expectButtonShape(page, form.getByRole('button', { name: text.cancelParticipant }), text.cancelParticipant);
        await shot(page, `looks-participant-step-${language}`);

        // An event's places line on the participant step reads as sentences.
        await addParticipant(
          page,
          {
            firstName: 'Anna',
            lastName: 'Berg',
            email: `anna-${id}@example.se`,
            title: 'Chef',
            ssn: '811218-9876',
            reason: 'Kompetensutveckling',
          },
          language,
        );
        await page.getByRole('main').getByText(text.placesFull, { exact: true }).waitFor();
        await shot(page, `looks-places-line-${language}`);
        expectNoProblems(problems);
      }, 120_000);

      test(`the application's '${text.upload}' button looks like a button`, async () => {
        const { page, problems } = await openPage(await contexts.open(viewport, text.locale));
        await addEvent(page, language === 'sv' ? COURSES.englishAcademic : ENGLISH_ACADEMIC_EN, 1, language);
        await page.getByRole('dialog', { name: text.cart }).getByRole('link', { name: text.toApplication }).click();
        await stepRead(page, '**/application/default/attachments');
        await expectButtonShape(page, page.getByRole('button', { name: text.upload }), text.upload);
        await shot(page, `looks-attachments-${language}`);
        expectNoProblems(problems);
      });
    });
  }
}
