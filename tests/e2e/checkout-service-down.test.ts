import { describe, expect, test } from 'vitest';
import { addParticipant, confirmPrice, fillCustomer, unique } from './checkout-helpers';
import { coursePath, directVisitorPerTest } from './direct-visitor';
import type { Language, Viewport } from './visitor';
import { siteBehindFaultProxyToRunSite } from './fault-proxy-sites';
import { addFirstEvent, cartToCheckout, press } from './visitor-checkout';

// A site whose booking back end is the remote one at BACKEND_URL, as production runs it: the
// embedded back end of the run's own site (same seed) behind the fault proxy (scripts/bench/fault-proxy.mjs).
// While the proxy cuts the connections the confirm step tells the visitor, in their language, in a
// modal over the page, that the booking service is not answering; nothing typed is lost, and
// sending again once the back end answers goes through. What the worker answers for each way of
// failing is in tests/worker/faults-backend*.test.ts; the modals and the confirm step for each
// answer in web/checkout/*.component.test.tsx; the status page while signing is down in
// web/checkout/checkout-status-page.component.test.tsx. The way from the home page to the confirm
// step is walked by the checkout's own tests (id-number-rule, participant-count, step-tops-and-targets):
// here the visitor starts on the course page, by its address, and walks the steps.

const { siteUrl, proxy } = siteBehindFaultProxyToRunSite({
  name: 'backend-down',
  siteVars: (proxyUrl) => ({ ENVIRONMENT: 'test', BACKEND_URL: `${proxyUrl}/api/backend` }),
});

const { openAt } = directVisitorPerTest({ siteUrl });
const SHOTS = '/tmp/shots-a';

const TEXTS = {
  sv: {
    toParticipants: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
    message: 'Meddelande till oss',
    serviceDown: 'Bokningstjänsten svarar inte just nu',
    nothingLost: 'Inget av det du fyllt i har gått förlorat',
    received: 'Tack för din bokning',
  },
  en: {
    toParticipants: 'To participants',
    toConfirm: 'To confirmation',
    message: 'Message to us',
    serviceDown: 'The booking service is not answering right now',
    nothingLost: 'Nothing you filled in has been lost',
    received: 'Thank you for your booking',
  },
} as const;

/** The browser's log of the answers the outage gives (502 while the connection is cut), the only problems expected. */
const unexpected = (problems: string[]) => problems.filter((problem) => !/status of 50[23]/.test(problem));

// Both languages and both widths, in two runs.
const CASES = [
  ['sv', 'mobile'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Language, Viewport]>;

describe('the booking back end is down when the booking is sent', () => {
  for (const [language, viewport] of CASES) {
    test(`the confirm step says the booking service is not answering, keeps everything typed, and sends once it is back (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const id = unique();
      const name = `Eva Sol${id}`;
      const { page, problems, outside } = await openAt(language, viewport, coursePath('businessSchool', language));
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

      proxy().setFault('reset');
      await press(page.getByRole('button', { name: /^(Skicka bokningen|Send the booking)$/ }), viewport);
      const modal = page.getByRole('dialog', { name: text.serviceDown });
      await modal.getByText(text.nothingLost, { exact: false }).waitFor();
      await page.screenshot({ path: `${SHOTS}/checkout-backend-down-${language}-${viewport === 'mobile' ? 390 : 1280}.png` });
      await press(modal.getByRole('button', { name: 'OK', exact: true }), viewport);
      await modal.waitFor({ state: 'hidden' });

      // Nothing typed is lost: the summary still names the customer, the note is still there.
      expect(await page.getByTestId('booking-summary').textContent()).toContain(name);
      expect(await page.getByLabel(text.message).inputValue()).toBe(note);

      proxy().setFault('none');
      await press(page.getByRole('button', { name: /^(Skicka bokningen|Send the booking)$/ }), viewport);
      await page.waitForURL('**/checkout/status');
      await page.getByRole('heading', { level: 1, name: text.received }).waitFor();
      expect(unexpected(problems)).toEqual([]);
      expect(outside).toEqual([]);
    }, 240_000);
  }
});
