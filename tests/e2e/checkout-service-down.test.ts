import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl } from './browser';
import { addParticipant, confirmPrice, fillCustomer, unique } from './checkout-helpers';
import type { Language, Viewport } from './visitor';
import { addFirstEvent, cartToCheckout, checkoutVisitorPerTest, COURSE_TITLES, openLeadershipCourse, press } from './visitor-checkout';

// While the booking back end or the signing service is down, the API answers 503
// service_unavailable (as their open circuit breakers do) and the confirm step tells the visitor
// so in their language, in a modal over the page, not a blank page; nothing the visitor typed is
// lost, and sending again once the service is back goes through. The outage is the test
// environment's fault switch (cookie `fei_test_fault`, honoured only with ENVIRONMENT=test), set on
// the confirm step, as an outage starts while a visitor books.

const { openHome } = checkoutVisitorPerTest();
const SHOTS = '/tmp/shots-a';

const TEXTS = {
  sv: {
    toParticipants: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
    message: 'Meddelande till oss',
    serviceDown: 'Bokningstjänsten svarar inte just nu',
    nothingLost: 'Inget av det du fyllt i har gått förlorat',
    documentError: 'Avtalet kunde inte skapas',
    goToSigning: 'Gå till signering',
    received: 'Tack för din bokning',
    signingUnavailable: 'Signeringstjänsten svarar inte just nu',
    statusPath: '/checkout/status',
  },
  en: {
    toParticipants: 'To participants',
    toConfirm: 'To confirmation',
    message: 'Message to us',
    serviceDown: 'The booking service is not answering right now',
    nothingLost: 'Nothing you filled in has been lost',
    documentError: 'The agreement could not be created',
    goToSigning: 'Go to signing',
    received: 'Thank you for your booking',
    signingUnavailable: 'The signing service is not answering right now',
    statusPath: '/en/checkout/status',
  },
} as const;

async function serviceGoesDown(context: BrowserContext, service: 'backend' | 'signing') {
  await context.addCookies([{ name: 'fei_test_fault', value: service, url: baseUrl() }]);
}

async function serviceComesBack(context: BrowserContext) {
  await context.clearCookies({ name: 'fei_test_fault' });
}

/** The browser's log of the answers the outage gives (503), the only problems expected. */
const unexpected = (problems: string[]) => problems.filter((problem) => !/status of 503/.test(problem));

const CASES = [
  ['sv', 'mobile'],
  ['sv', 'desktop'],
  ['en', 'mobile'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Language, Viewport]>;

describe('the booking back end is down when the booking is sent', () => {
  for (const [language, viewport] of CASES) {
    test(`the confirm step says the booking service is not answering, keeps everything typed, and sends once it is back (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const id = unique();
      const name = `Eva Sol${id}`;
      const { page, problems, outside } = await openHome(language, viewport);
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].businessSchool);
      await addFirstEvent(page, language, viewport);
      await cartToCheckout(page, language, viewport);
      await fillCustomer(page, { type: 'private', name, id: '12345678Z', contactEmail: `eva-${id}@example.es` }, language);
      await press(page.getByRole('button', { name: text.toParticipants }), viewport);
      await page.waitForURL('**/checkout/booking');
      await page.getByTestId('participant-form').waitFor();
      await addParticipant(page, { firstName: 'Eva', lastName: `Sol${id}`, email: `eva-${id}@example.es` }, language);
      await press(page.getByRole('button', { name: text.toConfirm }), viewport);
      await page.waitForURL('**/checkout/confirm');
      await confirmPrice(page);
      const note = `Faktura ${id}`;
      await page.getByLabel(text.message).fill(note);

      const context = page.context();
      await serviceGoesDown(context, 'backend');
      await press(page.getByRole('button', { name: /^(Skicka bokningen|Send the booking)$/ }), viewport);
      const modal = page.getByRole('dialog', { name: text.serviceDown });
      await modal.getByText(text.nothingLost, { exact: false }).waitFor();
      await page.screenshot({ path: `${SHOTS}/checkout-backend-down-${language}-${viewport === 'mobile' ? 390 : 1280}.png` });
      await press(modal.getByRole('button', { name: 'OK', exact: true }), viewport);
      await modal.waitFor({ state: 'hidden' });

      // Nothing typed is lost: the summary still names the customer, the note is still there.
      expect(await page.getByTestId('booking-summary').textContent()).toContain(name);
      expect(await page.getByLabel(text.message).inputValue()).toBe(note);

      await serviceComesBack(context);
      await press(page.getByRole('button', { name: /^(Skicka bokningen|Send the booking)$/ }), viewport);
      await page.waitForURL('**/checkout/status');
      await page.getByRole('heading', { level: 1, name: text.received }).waitFor();
      expect(unexpected(problems)).toEqual([]);
      expect(outside).toEqual([]);
    }, 240_000);
  }
});

describe('the signing service is down when the booking is sent', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`the confirm step says the agreement could not be created, going to signing once it is back reaches it, and the status page says when it cannot see the signing (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const id = unique();
      const { page, problems, outside } = await openHome(language, viewport);
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].swedishAcademic);
      await addFirstEvent(page, language, viewport);
      await cartToCheckout(page, language, viewport);
      await fillCustomer(page, { name: `Nere ${id} AB`, id: '556036-0793', contactEmail: `karin-${id}@example.se`, title: 'HR' }, language);
      await press(page.getByRole('button', { name: text.toParticipants }), viewport);
      await page.waitForURL('**/checkout/booking');
      await page.getByTestId('participant-form').waitFor();
      await addParticipant(
        page,
        { firstName: 'Anna', lastName: `Berg${id}`, email: `anna-${id}@example.se`, title: 'Chef', ssn: '811218-9876', reason: 'Kompetens' },
        language,
      );
      await press(page.getByRole('button', { name: text.toConfirm }), viewport);
      await page.waitForURL('**/checkout/confirm');
      await confirmPrice(page);

      const context = page.context();
      await serviceGoesDown(context, 'signing');
      await press(page.getByTestId('submit-booking'), viewport);
      const modal = page.getByRole('dialog', { name: text.documentError });
      await modal.waitFor();
      await page.screenshot({ path: `${SHOTS}/checkout-signing-down-${language}-${viewport === 'mobile' ? 390 : 1280}.png` });

      await serviceComesBack(context);
      await press(modal.getByRole('button', { name: text.goToSigning, exact: true }), viewport);
      await page.waitForURL('**/sign/**');

      // Back on the status page (the address signing returns the visitor to) while the signing
      // service is down again: the booking is received, its signing cannot be seen, the way to
      // signing stays; once the service is back a reload no longer says so.
      await serviceGoesDown(context, 'signing');
      await page.goto(text.statusPath);
      await page.getByTestId('signing-unavailable').getByText(text.signingUnavailable, { exact: false }).waitFor();
      expect(await page.getByRole('link', { name: text.goToSigning }).isVisible()).toBe(true);
      await page.screenshot({ path: `${SHOTS}/status-signing-down-${language}-${viewport === 'mobile' ? 390 : 1280}.png` });
      await serviceComesBack(context);
      await page.reload();
      await page.getByTestId('status-message').waitFor();
      expect(await page.getByTestId('signing-unavailable').count()).toBe(0);
      expect(unexpected(problems)).toEqual([]);
      expect(outside).toEqual([]);
    }, 240_000);
  }
});
