import { describe, expect, test } from 'vitest';
import { addParticipant, confirmPrice, fillCustomer, unique } from './checkout-helpers';
import { coursePath, directVisitorPerTest } from './direct-visitor';
import type { Language, Viewport } from './visitor';
import { addFirstEvent, cartToApplicant, cartToCheckout, press, shotB } from './visitor-checkout';

// Issue 41, item 10: who books. A private person was asked their name twice ("Your name" for the
// customer, then first and last name for the contact person); the English academic application
// started as "Company or organisation". Issue 49, item 5: a private applicant names a job title
// as a company's contact does (the specification asks for it outside the business school).
// The way from the home page to these courses and on to the checkout is walked by
// id-number-rule.test.ts and application.test.ts: here the visitor starts on the course page.

const { openAt } = directVisitorPerTest();

const TEXTS = {
  sv: {
    privatePerson: 'Privatperson',
    company: 'Företag eller organisation',
    yourName: /^Ditt namn/,
    companyName: /^Företagets namn/,
    firstName: /^Förnamn/,
    lastName: /^Efternamn/,
    yourDetails: 'Dina uppgifter',
    contactPerson: 'Kontaktperson',
    jobTitle: /^Befattning/,
    orgNumber: /^Organisationsnummer/,
    personalNumber: /^Personnummer/,
    toParticipants: 'Till deltagare',
    toConfirm: 'Till bekräftelse',
  },
  en: {
    privatePerson: 'Private person',
    company: 'Company or organisation',
    yourName: /^Your name/,
    companyName: /^Company name/,
    firstName: /^First name/,
    lastName: /^Last name/,
    yourDetails: 'Your details',
    contactPerson: 'Contact person',
    jobTitle: /^Job title/,
    orgNumber: /^Organisation number/,
    personalNumber: /^Personal identity number/,
    toParticipants: 'To participants',
    toConfirm: 'To confirmation',
  },
} as const;

describe('a private person', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const satisfies ReadonlyArray<readonly [Language, Viewport]>) {
    test(`gives their name once, as first and last name, and the booking carries it as the customer's (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const id = unique();
      const { page, problems, outside } = await openAt(language, viewport, coursePath('businessSchool', language));
      await addFirstEvent(page, language, viewport);
      await cartToCheckout(page, language, viewport);
      const form = page.getByTestId('customer-form');
      await press(form.getByLabel(text.privatePerson), viewport);
      expect(await form.getByRole('textbox', { name: text.yourName }).count()).toBe(0);
      expect(await form.getByRole('textbox', { name: text.companyName }).count()).toBe(0);
      expect(await form.getByRole('textbox', { name: text.firstName }).count()).toBe(1);
      expect(await form.getByRole('textbox', { name: text.lastName }).count()).toBe(1);
      await form.getByRole('group', { name: text.yourDetails }).waitFor();
      await fillCustomer(page, { type: 'private', name: `Eva Sol${id}`, id: '12345678Z', contactEmail: `eva-${id}@example.es` }, language);
      await shotB(page, `private-name-once-${language}`);
      await press(page.getByRole('button', { name: text.toParticipants }), viewport);
      await page.waitForURL('**/checkout/booking');
      await page.getByTestId('participant-form').waitFor();
      await addParticipant(page, { firstName: 'Eva', lastName: `Sol${id}`, email: `eva-${id}@example.es` }, language);
      await press(page.getByRole('button', { name: text.toConfirm }), viewport);
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
    test(`starts with a private applicant, asked for a job title but no organisation number, until the applicant chooses a company (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const { page, problems, outside } = await openAt(language, viewport, coursePath('englishAcademic', language));
      await addFirstEvent(page, language, viewport);
      await cartToApplicant(page, language, viewport);
      const form = page.getByTestId('customer-form');
      expect(await form.getByLabel(text.privatePerson).isChecked()).toBe(true);
      expect(await form.getByRole('textbox', { name: text.jobTitle }).count()).toBe(1);
      expect(await form.getByRole('textbox', { name: text.orgNumber }).count()).toBe(0);
      expect(await form.getByRole('textbox', { name: text.personalNumber }).count()).toBe(1);
      await shotB(page, `application-private-default-${language}`);

      await press(form.getByLabel(text.company), viewport);
      await form.getByRole('textbox', { name: text.orgNumber }).waitFor();
      expect(await form.getByRole('textbox', { name: text.jobTitle }).count()).toBe(1);
      await form.getByRole('group', { name: text.contactPerson }).waitFor();
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
