import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import type { SigningSummary } from '../../shared/pages/signing-page';
import { SigningPage } from './signing-page';
import { cartWith, sampleItem } from '../../shared/cart/testing';
import { formatDateRange } from '../../shared/calendar/date-format';

// The local signing page by the keyboard (issue 47, item 7): the page opens with the focus on its
// heading; nothing is judged before the send (an unticked `required` box was invalid from the
// start, and Chromium said so to a screen reader); a refused send comes back with the focus on
// what stopped it.

const TEXTS = {
  sv: { heading: 'Signera bokningen', consent: 'Jag har läst avtalet och godkänner bokningen.', invalid: /^Skriv ditt namn/ },
  en: { heading: 'Sign your booking', consent: 'I have read the agreement and accept the booking.', invalid: /^Type your name/ },
} as const;

const signing: SigningSummary = {
  document: { id: 'doc-1', orderId: 'FEI-1', title: 'FEI-1', status: 'pending' },
  cart: null,
  totals: null,
  holdMinutesLeft: 30,
  expired: false,
};

/**
 * The page as the browser gets it: rendered on the server, never hydrated. Which element takes
 * the focus as it opens is the browser's `autofocus` (a client render of React would focus only
 * form controls), so the test reads the attribute.
 */
function renderAsServer(page: ReactElement): void {
  document.body.innerHTML = renderToStaticMarkup(page);
}
const autofocused = () => [...document.querySelectorAll('[autofocus]')];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the signing page with the keyboard', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];

    test(`opens with the focus on its heading and judges nothing before the send (${language})`, () => {
      renderAsServer(<SigningPage language={language} signing={signing} formAction="/sign/doc-1" refused={false} />);
      const heading = screen.getByRole('heading', { level: 1, name: texts.heading });
      expect(heading.getAttribute('tabindex')).toBe('-1');
      expect(autofocused()).toEqual([heading]);
      const consent = screen.getByRole('checkbox', { name: texts.consent }) as HTMLInputElement;
      expect(consent.checkValidity()).toBe(true);
      expect(consent.getAttribute('aria-invalid')).toBeNull();
      expect(consent.getAttribute('aria-required')).toBe('true');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    test(`a refused send comes back with the focus on why, the consent box marked and the name as typed (${language})`, () => {
      renderAsServer(<SigningPage language={language} signing={signing} formAction="/sign/doc-1" refused name="Karin Lund" />);
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toMatch(texts.invalid);
      expect(alert.getAttribute('tabindex')).toBe('-1');
      expect(autofocused()).toEqual([alert]);
      expect(screen.getByRole('checkbox', { name: texts.consent }).getAttribute('aria-invalid')).toBe('true');
      // The name as typed, so that only the box is left to tick.
      expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('Karin Lund');
    });
  }
});

// Issue 49, item 3: what is signed names where each event takes place beside its days.
describe('the signing page’s summary', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`lists each event with its place (${language})`, () => {
      const item = sampleItem({ id: 5, startDate: '2099-03-10', endDate: '2099-03-12', displayTitle: 'Coachande ledarskap' });
      const cart = { ...cartWith([item]), locationOptions: { '5': ['Malmö'] } };
      renderAsServer(<SigningPage language={language} signing={{ ...signing, cart }} formAction="/sign/doc-1" refused={false} />);
      const line = screen.getByText('Coachande ledarskap').closest('li');
      expect(line?.textContent).toContain(`${formatDateRange('2099-03-10', '2099-03-12', language)} · Malmö`);
    });
  }
});
