import type { BrowserContext } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { completeCartOf } from '../fixtures/complete-cart';
import { courseEvents } from './another-customer';
import { onlyTheSite, openPage, waitForHydration } from './browser';
import { COURSES, SHOTS, unique } from './checkout-helpers';
import { touchVisitorPerTest } from './touch-visitor';
import type { Language, Viewport } from './visitor';

// The signing page signed in a browser that does not hold the booker's stored cart (the page
// handed on to the one who signs, with its credential, or the booker's own browser after its
// storage was cleared): after "Sign" the status page says the booking is signed and what follows,
// and shows nothing of the booking (no order number, customer or participant), in both languages,
// on a phone (touch) and a desktop.

const { open } = touchVisitorPerTest();

const TEXTS = {
  sv: {
    name: 'Ditt namn',
    consent: 'Jag har läst avtalet',
    sign: 'Signera',
    status: '/checkout/status',
    heading: 'Tack för din bokning',
    signed: 'Bokningen är signerad och klar. En bekräftelse med bokningens uppgifter skickas till bokningens kontaktperson',
    unknown: 'Vi hittar ingen bokning i den här webbläsaren.',
  },
  en: {
    name: 'Your name',
    consent: 'I have read the agreement',
    sign: 'Sign',
    status: '/en/checkout/status',
    heading: 'Thank you for your booking',
    signed: "The booking is signed and complete. A confirmation with its details is sent to the booking's contact person",
    unknown: 'We cannot find a booking in this browser.',
  },
} as const;

/**
 * The booker's side, through the site's API in the booker's browser: a committed order and its
 * signing document, whose creation leaves the signing page's cookie in that browser.
 */
async function bookerWithSigningPage(booker: BrowserContext, language: Language) {
  const { title, events } = await courseEvents(COURSES.swedishAcademic);
  const event = events.findLast((candidate) => !candidate.cancelled && candidate.seats > 0);
  if (!event) throw new Error('no upcoming event to book');
  const id = unique();
  const email = `signer-${id}@example.se`;
  const { type, postId, documentId, startDate, endDate, category } = event;
  const cart = completeCartOf({
    lines: [{ item: { id: event.id, type, postId, documentId, startDate, endDate, category, displayTitle: title }, emails: [email] }],
    customerId: `556${id}`,
    customerName: `Bokare ${id} AB`,
    contactEmail: `booker-${id}@example.se`,
    ssn: { [email]: `signer-${id}` },
  });
  const committed = await booker.request.post('/api/backend/cart/commit', { data: cart });
  expect(committed.status(), await committed.text()).toBe(200);
  const order = (await committed.json()) as { orderId: string; commitHash: string; orderToken: string };
  const created = await booker.request.post('/api/docs/create', {
    data: { orderId: order.orderId, commitHash: order.commitHash, orderToken: order.orderToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  const document = (await created.json()) as { url: string };
  const url = language === 'sv' ? document.url : `${document.url}?lang=${language}`;
  return { url, secrets: [order.orderId, cart.customer.name, email, cart.contactPerson.email] };
}

describe('the signing page signed in a browser without the booker’s cart', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['sv', 'desktop'],
    ['en', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies readonly (readonly [Language, Viewport])[]) {
    test(`${language} ${viewport}: after signing, the status page says the booking is signed and what follows, and nothing of the booking`, async () => {
      const text = TEXTS[language];
      const booker = await open(language, viewport);
      const { url, secrets } = await bookerWithSigningPage(booker.context, language);

      // The second browser holds the signing page's credential and nothing else of the booker's.
      const signer = await open(language, viewport);
      await signer.context.addCookies(await booker.context.cookies());
      const outside = await onlyTheSite(signer.context);
      const { page, problems } = await openPage(signer.context);
      await page.goto(url);
      await page.getByLabel(text.name).fill('Signe Signatär');
      await signer.press(page.getByLabel(text.consent));
      await signer.press(page.getByRole('button', { name: text.sign, exact: true }));
      await page.waitForURL(`**${text.status}?document=*`);
      await waitForHydration(page);

      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(text.heading);
      const message = page.getByTestId('status-message');
      expect(await message.textContent()).toContain(text.signed);
      expect(await page.getByText(text.unknown).count()).toBe(0);
      const shown = (await page.getByRole('main').textContent()) ?? '';
      for (const secret of secrets) expect(shown).not.toContain(secret);
      await page.screenshot({ path: `${SHOTS}/signed-in-another-browser-${language}-${page.viewportSize()?.width}.png`, fullPage: true });
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
});
