import { describe, expect, test } from 'vitest';
import { openPage } from './browser';
import {
  addEvent,
  addParticipant,
  contextPerTest,
  COURSES,
  expectNoProblems,
  fillCustomer,
  LABELS,
  shot,
  storedCarts,
  unique,
} from './checkout-helpers';
import { stepRead } from './direct-visitor';
import { addFirstEvent, cartToApplicant, checkoutVisitorPerTest, COURSE_TITLES, openLeadershipCourse, press, shotB } from './visitor-checkout';

// The English academic category applies with attachments instead of signing.

const contexts = contextPerTest();

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 0x20)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 0)]);

// Pressing Upload with no file chosen, and its marks, in both languages:
// web/application/application-attachments-page.component.test.tsx. The way from the home page to
// the application, at 390 and 1280 px in both languages, is the walk at the end of this file; the
// walk of the attachments step here starts on the course page and is made once, at 1280 px.
describe('an English academic application (desktop)', () => {
  test('goes from the cart to attachments, uploads two files, refuses a wrong one, sends the application and shows what was received', async () => {
    const context = await contexts.open('desktop');
    const { page, problems } = await openPage(context);
    const id = unique();
    await addEvent(page, COURSES.englishAcademic, 1);
    await page.getByTestId('cart-modal').getByRole('link', { name: 'Till ansökan' }).click();
    await page.waitForURL('**/application/default/attachments');
    await stepRead(page);
    await page.getByText('Inga bilagor än.').waitFor();
    await shot(page, '30-application-empty');

    const input = page.getByTestId('attachment-input');
    await input.setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByRole('button', { name: 'Ladda upp' }).click();
    await page.getByText('Filtypen går inte att ladda upp').waitFor();
    expect(await input.evaluate((element: HTMLInputElement) => element.validationMessage)).toBe('Invalid value');
    for (const [name, mimeType, buffer] of [
      ['CV.pdf', 'application/pdf', PDF],
      ['Betyg.png', 'image/png', PNG],
    ] as const) {
      await input.setInputFiles({ name, mimeType, buffer });
      await page.getByRole('button', { name: 'Ladda upp' }).click();
      await page.getByTestId('attachment-list').getByText(name).waitFor();
    }
    // A third file, removed again.
    await input.setInputFiles({ name: 'Extra.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Ladda upp' }).click();
    await page.getByRole('button', { name: 'Ta bort Extra.pdf' }).click();
    await page.getByTestId('attachment-status').getByText('Extra.pdf är borttagen.').waitFor();
    await page.reload();
    await stepRead(page);
    await page.getByTestId('attachment-list').getByText('Betyg.png').waitFor();
    expect(await page.getByTestId('attachment-list').locator('li').count()).toBe(2);
    await shot(page, '31-application-attachments');
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.waitForURL('**/application/default/customer');
    await stepRead(page);

    await fillCustomer(page, {
      type: 'private',
      name: `Sam Reed ${id}`,
      id: '811218-9876',
      contactEmail: `sam-${id}@example.co.uk`,
      title: 'Analyst',
      location: 'London',
    });
    await addParticipant(page, { firstName: 'Sam', lastName: 'Reed', email: `sam-${id}@example.co.uk`, title: 'Analyst' });
    await page.reload();
    await stepRead(page);
    // The applicant's name is asked once, as the contact person's.
    await expect.poll(() => page.getByRole('textbox', { name: /^Efternamn/ }).inputValue()).toBe(`Reed ${id}`);
    await shot(page, '32-application-customer');
    await page.getByTestId('submit-application').click();
    await page.waitForURL('**/application/default/status');
    await page.getByTestId('received-files').waitFor();
    expect(await page.getByTestId('received-files').textContent()).toContain('CV.pdf');
    expect(await page.getByTestId('received-files').textContent()).toContain('Betyg.png');
    expect(await page.getByTestId('order-id').textContent()).toMatch(/^FEI-/);
    await shot(page, '33-application-status');
    // The application is in: the cart is emptied for the next one.
    await expect.poll(async () => (await storedCarts(page)).default?.cartItems.length ?? 0).toBe(0);
    expectNoProblems(problems, [/415/]);
  });
});

// Issue 47, item 1: "Send the application" answered "The form has 10 errors" for an applicant
// form filled in, with nothing listed or marked: the details were stored only by a second
// "Continue" button under them, and the send counted the cart's (unstored) customer. The one
// send button stores them; a refused send lists each problem as a link to its marked field.

const visitors = checkoutVisitorPerTest();

const SEND_TEXTS = {
  sv: { send: 'Skicka ansökan', errors: (count: number) => `Formuläret har ${count} fel.`, received: 'Ansökan är mottagen' },
  en: {
    send: 'Send the application',
    errors: (count: number) => `The form has ${count} errors.`,
    received: 'Your application has been received',
  },
} as const;

describe('a private applicant from the home page', () => {
  for (const [language, viewport] of [
    ['sv', 'mobile'],
    ['en', 'desktop'],
  ] as const) {
    test(`sends the application with its one button, after a refused send listed every problem as a link to its marked field (${language}, ${viewport})`, async () => {
      const text = SEND_TEXTS[language];
      const labels = LABELS[language];
      const id = unique();
      const { page, problems, outside } = await visitors.openHome(language, viewport);
      await openLeadershipCourse(page, language, viewport, COURSE_TITLES[language].englishAcademic);
      await addFirstEvent(page, language, viewport);
      await cartToApplicant(page, language, viewport);
      const form = page.getByTestId('customer-form');
      expect(await form.getByLabel(labels.privatePerson).isChecked()).toBe(true);
      // No second button to find under the details: the one that sends stores them.
      expect(await form.getByRole('button').count()).toBe(0);

      await form.getByLabel(labels.firstName).fill('Sam');
      await press(page.getByRole('button', { name: text.send }), viewport);
      // The step's summary, above its send button (the open participant form has one of its own).
      const summary = page.getByTestId('error-summary').filter({ has: page.getByRole('link') });
      const links = summary.getByRole('link');
      await links.first().waitFor();
      const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(await summary.textContent()).toContain(text.errors(targets.length));
      // Each problem leads to something on the page; each field it names is marked, and no other is.
      for (const target of targets) {
        expect(await page.locator(target).isVisible(), target).toBe(true);
        if (target.startsWith('#field-')) expect(await page.locator(target).getAttribute('aria-invalid'), target).toBe('true');
      }
      const fields = targets.filter((target) => target.startsWith('#field-'));
      expect(fields.length).toBeGreaterThan(0);
      expect(await page.locator('[aria-invalid="true"]').count()).toBe(fields.length);
      expect(targets).toContain(`#${await page.locator('.assignment').first().getAttribute('id')}`);
      expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
      await shotB(page, `application-refused-${language}`);
      await press(links.first(), viewport);
      await expect.poll(() => page.evaluate(() => `#${document.activeElement?.id}`)).toBe(targets[0]);

      await fillCustomer(
        page,
        {
          type: 'private',
          name: `Sam Reed${id}`,
          id: '811218-9876',
          contactEmail: `sam-${id}@example.co.uk`,
          title: 'Analyst',
          location: 'London',
        },
        language,
      );
      await addParticipant(page, { firstName: 'Sam', lastName: `Reed${id}`, email: `sam-${id}@example.co.uk`, title: 'Analyst' }, language);
      await press(page.getByRole('button', { name: text.send }), viewport);
      await page.waitForURL('**/status');
      await page.getByRole('heading', { name: text.received }).waitFor();
      await shotB(page, `application-sent-${language}`);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    }, 180_000);
  }
});
