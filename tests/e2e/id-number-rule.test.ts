import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { Language, Viewport } from './visitor';
import {
  addFirstEvent,
  cartToApplicant,
  cartToCheckout,
  checkoutVisitorPerTest,
  COURSE_TITLES,
  openLeadershipCourse,
  press,
  shotB,
} from './visitor-checkout';

// Issue 41, item 2: a private person's id number. The id type shown, the hint under the field and
// the check are one rule, taken from the cart's category (the business school's Spanish type, the
// others' Swedish type, and always "Other"). A business-school cart showed "Spanish (DNI/NIE/CIF)"
// with DNI and CIF examples, refused the hint's own CIF for a private person, and answered a
// Swedish number with "Write for example YYMMDD-NNNN".

const { openHome } = checkoutVisitorPerTest();

const TEXTS = {
  sv: {
    privatePerson: 'Privatperson',
    idType: 'Typ av id-nummer',
    personalNumber: /^Personnummer/,
    idNumber: /^Id-nummer/,
    spanishPerson: 'Spanskt (DNI/NIE)',
    swedish: 'Svenskt',
    other: 'Annat',
    checkDigit: 'Kontrollsiffran stämmer inte.',
    dniMessage: 'Skriv ett DNI som 12345678Z eller ett NIE som X1234567L. Har du ett nummer från ett annat land väljer du typen Annat.',
  },
  en: {
    privatePerson: 'Private person',
    idType: 'Type of id number',
    personalNumber: /^Personal identity number/,
    idNumber: /^Identity number/,
    spanishPerson: 'Spanish (DNI/NIE)',
    swedish: 'Swedish',
    other: 'Other',
    checkDigit: 'The check digit does not match.',
    dniMessage: 'Write a DNI such as 12345678Z or an NIE such as X1234567L. For a number from another country, choose the type Other.',
  },
} as const;

/** The id number field's hint and error, as the field's aria-describedby names them. */
async function described(page: Page, name: RegExp): Promise<string> {
  const field = page.getByRole('textbox', { name });
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

/** Types a number into the field and leaves it; answers whether the field is marked invalid. */
async function typeNumber(page: Page, name: RegExp, value: string): Promise<boolean> {
  const field = page.getByRole('textbox', { name });
  await field.fill(value);
  await field.blur();
  return (await field.getAttribute('aria-invalid')) === 'true';
}

/** The options of the id type select and the one chosen, by their visible names. */
async function idTypeSelect(page: Page, label: string): Promise<{ options: string[]; chosen: string }> {
  const select = page.getByTestId('customer-form').getByRole('combobox', { name: label });
  return select.evaluate((element) => {
    const choices = element as unknown as HTMLSelectElement;
    return { options: [...choices.options].map((option) => option.text), chosen: choices.selectedOptions[0]?.text ?? '' };
  });
}

// What the customer form shows for each id type (the options of the type select, the hint and
// its examples, each answer, the company's CIF, the way out under Other) is checked in
// web/checkout/customer-form.component.test.tsx, the rule in shared/checkout/id-number-rule.test.ts.
// These walks reach the form from the home page with a real cart of each flow and check that the
// page uses the cart's rule: the type chosen, one refusal and its message, the way out.
const WALKS = [
  ['sv', 'mobile'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Language, Viewport]>;

describe('a business-school cart: the Spanish id type, its hint and its check agree', () => {
  for (const [language, viewport] of WALKS) {
    test(`a private person gets the Spanish type, a Swedish number is told to choose Other, and Other takes it (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const { page, problems, outside } = await openHome(language, viewport);
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].businessSchool);
      await addFirstEvent(page, language, viewport);
      await cartToCheckout(page, language, viewport);

      await press(page.getByLabel(text.privatePerson), viewport);
      expect((await idTypeSelect(page, text.idType)).chosen).toBe(text.spanishPerson);
      expect(await typeNumber(page, text.idNumber, '850101-1234')).toBe(true);
      expect(await described(page, text.idNumber)).toContain(text.dniMessage);
      await shotB(page, `id-number-business-private-refused-${language}`);
      await page.getByTestId('customer-form').getByRole('combobox', { name: text.idType }).selectOption({ label: text.other });
      expect(await typeNumber(page, text.idNumber, '850101-1234')).toBe(false);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});

describe('an English academic application: the Swedish id type, its hint and its check agree', () => {
  for (const [language, viewport] of WALKS) {
    test(`a private applicant gets the Swedish type, and a wrong check digit is told so (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const { page, problems, outside } = await openHome(language, viewport);
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].englishAcademic);
      await addFirstEvent(page, language, viewport);
      await cartToApplicant(page, language, viewport);

      await press(page.getByLabel(text.privatePerson), viewport);
      expect((await idTypeSelect(page, text.idType)).chosen).toBe(text.swedish);
      expect(await described(page, text.personalNumber)).toMatch(language === 'sv' ? /ÅÅMMDD-NNNN/ : /YYMMDD-NNNN/);
      expect(await typeNumber(page, text.personalNumber, '850101-1234')).toBe(true);
      expect(await described(page, text.personalNumber)).toContain(text.checkDigit);
      await shotB(page, `id-number-application-private-${language}`);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
