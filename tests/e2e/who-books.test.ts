import { addParticipant, confirmPrice, fillCustomer, unique } from './checkout-helpers';
import { coursePath } from './direct-visitor';
import { type MessageKey, startingWith, text } from './texts';
import type { Language, Viewport } from './visitor';
import { addFirstEvent, cartToApplicant, cartToCheckout, shotB } from './visitor-checkout';
import { describe, expect, test } from './visitor-test';

// Issue 41, item 10: who books. A private person was asked their name twice ("Your name" for the
// customer, then first and last name for the contact person); the English academic application
// started as "Company or organisation". Issue 49, item 5: a private applicant names a job title
// as a company's contact does (the specification asks for it outside the business school).
// The way from the home page to these courses and on to the checkout is walked by
// id-number-rule.test.ts and application.test.ts: here the visitor starts on the course page.

/** The customer form's fields by their labels, which go on with a required mark or a hint. */
const field = (language: Language, key: MessageKey) => startingWith(text(language, key));

describe('a private person', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`gives their name once, as first and last name, and the booking carries it as the customer's (${language}, ${viewport})`, async ({
      visitor,
    }) => {
      const id = unique();
      const { page, problems, outside, press, text } = await visitor.openAt(coursePath('businessSchool', language), { language, viewport });
      await addFirstEvent(page, language, viewport);
      await cartToCheckout(page, language, viewport);
      const form = page.getByTestId('customer-form');
      await press(form.getByLabel(text('checkout.customer.type_private')));
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.customer.private_name') }).count()).toBe(0);
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.customer.company_name') }).count()).toBe(0);
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.contact.first_name') }).count()).toBe(1);
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.contact.last_name') }).count()).toBe(1);
      await form.getByRole('group', { name: text('checkout.contact.heading_private') }).waitFor();
      await fillCustomer(page, { type: 'private', name: `Eva Sol${id}`, id: '12345678Z', contactEmail: `eva-${id}@example.es` }, language);
      await shotB(page, `private-name-once-${language}`);
      await press(page.getByRole('button', { name: text('checkout.nav.to_booking') }));
      await page.waitForURL('**/checkout/booking');
      await page.getByTestId('participant-form').waitFor();
      await addParticipant(page, { firstName: 'Eva', lastName: `Sol${id}`, email: `eva-${id}@example.es` }, language);
      await press(page.getByRole('button', { name: text('checkout.nav.to_confirm') }));
      await page.waitForURL('**/checkout/confirm');
      await confirmPrice(page);
      expect(await page.getByTestId('booking-summary').textContent()).toContain(`Eva Sol${id}`);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});

describe('an English academic application', () => {
  for (const [language, viewport] of [
    ['en', 'mobile'],
    ['sv', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`starts with a private applicant, asked for a job title but no organisation number, until the applicant chooses a company (${language}, ${viewport})`, async ({
      visitor,
    }) => {
      const { page, problems, outside, press, text } = await visitor.openAt(coursePath('englishAcademic', language), { language, viewport });
      await addFirstEvent(page, language, viewport);
      await cartToApplicant(page, language, viewport);
      const form = page.getByTestId('customer-form');
      expect(await form.getByLabel(text('checkout.customer.type_private')).isChecked()).toBe(true);
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.contact.title') }).count()).toBe(1);
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.customer.org_number') }).count()).toBe(0);
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.customer.personal_number') }).count()).toBe(1);
      await shotB(page, `application-private-default-${language}`);

      await press(form.getByLabel(text('checkout.customer.type_company')));
      await form.getByRole('textbox', { name: field(language, 'checkout.customer.org_number') }).waitFor();
      expect(await form.getByRole('textbox', { name: field(language, 'checkout.contact.title') }).count()).toBe(1);
      await form.getByRole('group', { name: text('checkout.contact.heading') }).waitFor();
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
