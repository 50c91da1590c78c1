import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { totalsFor } from '../../shared/cart/testing';
import { formatDateRange } from '../../shared/calendar/date-format';
import { formatPrice } from '../../shared/pricing/price-format';
import { renderOpenCart } from '../testing/render-open-cart';
import { sampleEvent, testControllerHolding } from './cart-testing';

// Issue 41, item 3: a wrong coupon code. The answer is said beside the field, in the visitor's
// language, with the typed code still in the field and the field marked invalid and linked to
// it; no toast and no status code; the answer goes once a valid code is applied. (Moved here from
// tests/e2e/coupon-answer.test.ts, which keeps one walk from the home page per language.)

const TEXTS = {
  sv: {
    label: 'Rabattkod',
    apply: 'Använd kod',
    refused: 'Rabattkoden FEL2026 gäller inte. Kontrollera hur den är skriven, eller boka utan rabattkod.',
    active: 'Rabattkod VALKOMMEN10 används',
  },
  en: {
    label: 'Discount code',
    apply: 'Apply code',
    refused: 'The discount code FEL2026 is not valid. Check how it is written, or book without a discount code.',
    active: 'Discount code VALKOMMEN10 applied',
  },
} as const;

/** A cart of one event whose price call refuses FEL2026 as the worker's API answers it (422 invalid_coupon) and takes any other code. */
function couponCart() {
  return testControllerHolding([sampleEvent({ startDate: '2099-03-10', endDate: '2099-03-12' })], {
    answer: (request) =>
      request.couponCode === 'FEL2026'
        ? { ok: false, error: { statusCode: 422, statusMessage: 'invalid_coupon', message: 'The coupon code is not valid' } }
        : { ok: true, totals: totalsFor(request) },
  });
}

describe('a wrong coupon code in the cart', () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXTS[language];
    test(`is answered beside the field in the visitor's language, keeps the typed code, marks and links the field, shows no toast, and goes with a valid code (${language})`, async () => {
      const user = userEvent.setup();
      const { controller, notices } = await couponCart();
      const modal = await renderOpenCart(language, controller);
      const field = () => within(modal).getByRole<HTMLInputElement>('textbox', { name: text.label });
      await user.type(field(), 'FEL2026');
      await user.click(within(modal).getByRole('button', { name: text.apply }));

      const answer = await within(modal).findByText(text.refused);
      expect(answer.getAttribute('role')).toBe('alert');
      expect(field().value).toBe('FEL2026');
      expect(field().getAttribute('aria-invalid')).toBe('true');
      const describedBy = field().getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(text.refused);
      // The answer is inside the cart dialog, beside the field: no toast, no raw status code.
      expect(modal.contains(answer)).toBe(true);
      expect(screen.queryAllByTestId('toast')).toHaveLength(0);
      expect(document.body.textContent).not.toContain('422');
      expect(notices).toEqual([]);

      await user.clear(field());
      await user.type(field(), 'VALKOMMEN10');
      await user.click(within(modal).getByRole('button', { name: text.apply }));
      await within(modal).findByText(text.active);
      expect(within(modal).queryByText(text.refused)).toBeNull();
      expect(screen.queryAllByTestId('toast')).toHaveLength(0);
    });
  }
});

// Issue 49, item 5: a code typed in lower case was echoed as typed ("valkommen10 applied"); the
// cart says it as the back end knows it, in capitals.
describe('a coupon code typed in lower case', () => {
  for (const language of ['sv', 'en'] as const) {
    const text = TEXTS[language];
    test(`is said in capitals once applied (${language})`, async () => {
      const user = userEvent.setup();
      const { controller, requests } = await couponCart();
      const modal = await renderOpenCart(language, controller);
      await user.type(within(modal).getByRole('textbox', { name: text.label }), 'valkommen10');
      await user.click(within(modal).getByRole('button', { name: text.apply }));
      expect((await within(modal).findByTestId('coupon-active')).textContent).toBe(text.active);
      expect(requests.at(-1)?.couponCode).toBe('VALKOMMEN10');
    });
  }
});

// Issue 49, item 5: both lines of one course had participant buttons of the same name ("More
// participants on Leadership in practice"); each button names its event by title and dates.
describe('two lines of one course in the cart', () => {
  const NAMES = {
    sv: {
      more: 'Fler deltagare på Leadership in practice, ',
      fewer: 'Färre deltagare på',
      remove: /^Ta bort Leadership in practice, .+, ur varukorgen$/,
    },
    en: {
      more: 'More participants on Leadership in practice, ',
      fewer: 'Fewer participants on',
      remove: /^Remove Leadership in practice, .+, from the cart$/,
    },
  } as const;
  for (const language of ['sv', 'en'] as const) {
    const names = NAMES[language];
    test(`have buttons that name each line's event by its dates and place (${language})`, async () => {
      const { controller } = await testControllerHolding([
        sampleEvent({ id: 101, startDate: '2099-03-10', endDate: '2099-03-12' }),
        sampleEvent({ id: 102, startDate: '2099-05-04', endDate: '2099-05-06' }),
      ]);
      const modal = await renderOpenCart(language, controller);
      const lines = await within(modal).findAllByTestId('cart-item');
      expect(lines).toHaveLength(2);
      const named = (line: HTMLElement) =>
        within(line)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label') ?? '');
      const [first, second] = lines.map(named);
      for (const [line, dates] of [
        [first, formatDateRange('2099-03-10', '2099-03-12', language)],
        [second, formatDateRange('2099-05-04', '2099-05-06', language)],
      ] as const) {
        // The dates, then the place where the event names one ("10–12 mars 2099 · Stockholm").
        expect(line?.some((name) => name.startsWith(`${names.more}${dates}`))).toBe(true);
        expect(line?.some((name) => name.startsWith(names.fewer) && name.includes(dates))).toBe(true);
        expect(line?.some((name) => names.remove.test(name) && name.includes(dates))).toBe(true);
      }
      // No two buttons of the cart share a name.
      const all = [...(first ?? []), ...(second ?? [])];
      expect(new Set(all).size).toBe(all.length);
    });
  }
});

// Issue 41, item 10: a cart line showed the price including VAT without saying so, while the
// course page says "14 900 kr exkl. moms". A line shows the price excluding VAT and says so; the
// VAT is a line of the totals, whose total says it includes VAT. (Moved from
// tests/e2e/cart-vat.test.ts, which keeps the walk comparing the line with the course page's price.)
const VAT_TEXTS = {
  sv: { exclVat: 'exkl. moms', vat: 'Moms', total: 'Totalt inkl. moms' },
  en: { exclVat: 'excl. VAT', vat: 'VAT', total: 'Total incl. VAT' },
} as const;

/** Text with the narrow and ordinary no-break spaces of formatted prices made plain spaces. */
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('prices in the cart', () => {
  for (const language of ['sv', 'en'] as const) {
    const text = VAT_TEXTS[language];
    test(`a line shows its price excluding VAT and says so; the VAT is a line of the totals, whose total says it includes VAT (${language})`, async () => {
      // The test price call answers 1 000 kr a participant, 25 % VAT.
      const { controller } = await testControllerHolding([sampleEvent({ startDate: '2099-03-10', endDate: '2099-03-12' })]);
      const modal = await renderOpenCart(language, controller);
      const line = await within(modal).findByText(text.exclVat);
      expect(plain(line.closest('.cart-item__price')?.textContent)).toBe(plain(`${formatPrice(1000, 'sek', language)} ${text.exclVat}`));
      const totals = within(modal).getByTestId('cart-totals');
      const row = (term: string) => plain(within(totals).getByText(term, { exact: true }).nextElementSibling?.textContent);
      expect(row(text.vat)).toBe(plain(formatPrice(250, 'sek', language)));
      expect(row(text.total)).toBe(plain(formatPrice(1250, 'sek', language)));
    });
  }
});
