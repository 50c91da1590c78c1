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
    company: 'Företag eller organisation',
    idType: 'Typ av id-nummer',
    personalNumber: /^Personnummer/,
    idNumber: /^Id-nummer/,
    orgNumber: /^Organisationsnummer/,
    spanishPerson: 'Spanskt (DNI/NIE)',
    spanishCompany: 'Spanskt (CIF/DNI/NIE)',
    swedish: 'Svenskt',
    other: 'Annat',
    checkDigit: 'Kontrollsiffran stämmer inte.',
    dniMessage: 'Skriv ett DNI som 12345678Z eller ett NIE som X1234567L. Har du ett nummer från ett annat land väljer du typen Annat.',
  },
  en: {
    privatePerson: 'Private person',
    company: 'Company or organisation',
    idType: 'Type of id number',
    personalNumber: /^Personal identity number/,
    idNumber: /^Identity number/,
    orgNumber: /^Organisation number/,
    spanishPerson: 'Spanish (DNI/NIE)',
    spanishCompany: 'Spanish (CIF/DNI/NIE)',
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

describe('a business-school cart: the Spanish id type, its hint and its check agree', () => {
  for (const language of ['sv', 'en'] as const satisfies readonly Language[]) {
    for (const viewport of ['mobile', 'desktop'] as const satisfies readonly Viewport[]) {
      test(`a private person sees DNI/NIE, every example of the hint is accepted, a Swedish number is told to choose Other (${language}, ${viewport})`, async () => {
        const text = TEXTS[language];
        const { page, problems, outside } = await openHome(language, viewport);
        await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].businessSchool);
        await addFirstEvent(page, language, viewport);
        await cartToCheckout(page, language, viewport);

        await press(page.getByLabel(text.privatePerson), viewport);
        expect(await idTypeSelect(page, text.idType)).toEqual({ options: [text.spanishPerson, text.other], chosen: text.spanishPerson });
        const hint = await described(page, text.idNumber);
        expect(hint).toContain('12345678Z');
        expect(hint).toContain('X1234567L');
        expect(hint).not.toContain('B12345674');

        // A Swedish number under the Spanish type: the answer names the Spanish format and the way out.
        expect(await typeNumber(page, text.idNumber, '850101-1234')).toBe(true);
        const answer = await described(page, text.idNumber);
        expect(answer).toContain(text.dniMessage);
        expect(answer).not.toMatch(/YYMMDD|ÅÅMMDD/);
        await shotB(page, `id-number-business-private-refused-${language}`);
        for (const example of hint.match(/\b[0-9XYZ]\d{7}[A-Z]\b/g) ?? []) expect(await typeNumber(page, text.idNumber, example)).toBe(false);

        // The way out works: under Other the same number is taken, and no hint is shown.
        await page.getByTestId('customer-form').getByRole('combobox', { name: text.idType }).selectOption({ label: text.other });
        expect(await typeNumber(page, text.idNumber, '850101-1234')).toBe(false);
        expect(await described(page, text.idNumber)).toBe('');

        // A company gets the company's Spanish type, whose hint's CIF is accepted.
        await page.getByTestId('customer-form').getByRole('combobox', { name: text.idType }).selectOption({ label: text.spanishPerson });
        await press(page.getByLabel(text.company), viewport);
        expect(await idTypeSelect(page, text.idType)).toEqual({ options: [text.spanishCompany, text.other], chosen: text.spanishCompany });
        expect(await described(page, text.orgNumber)).toContain('B12345674');
        expect(await typeNumber(page, text.orgNumber, 'B12345674')).toBe(false);
        await shotB(page, `id-number-business-company-${language}`);
        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
      }, 180_000);
    }
  }
});

describe('an English academic application: the Swedish id type, its hint and its check agree', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const) {
    test(`a private applicant sees the Swedish type with a YYMMDD-NNNN hint whose example is accepted (${language}, ${viewport})`, async () => {
      const text = TEXTS[language];
      const { page, problems, outside } = await openHome(language, viewport);
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].englishAcademic);
      await addFirstEvent(page, language, viewport);
      await cartToApplicant(page, language, viewport);

      await press(page.getByLabel(text.privatePerson), viewport);
      expect(await idTypeSelect(page, text.idType)).toEqual({ options: [text.swedish, text.other], chosen: text.swedish });
      const hint = await described(page, text.personalNumber);
      expect(hint).toMatch(language === 'sv' ? /ÅÅMMDD-NNNN/ : /YYMMDD-NNNN/);
      expect(hint).not.toContain('556036-0793');
      const example = /\d{6}-\d{4}/.exec(hint)?.[0] ?? '';
      expect(await typeNumber(page, text.personalNumber, example)).toBe(false);
      // A number of the right shape but a wrong check digit is told so, not sent back to the format.
      expect(await typeNumber(page, text.personalNumber, '850101-1234')).toBe(true);
      expect(await described(page, text.personalNumber)).toContain(text.checkDigit);
      await shotB(page, `id-number-application-private-${language}`);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
