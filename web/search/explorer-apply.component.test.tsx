import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderIn } from '../testing/render-in';
import { ExplorerApply } from './explorer-apply';

// The home page's filters by the keyboard (issue 47, item 7): without a text query the explorer
// filters on every change, and its visually hidden "Show results" took a press of Tab with
// nothing shown. Once the explorer runs it is no Tab stop; the search page's "Search" still is.

const TEXTS = {
  sv: { apply: 'Visa resultat', search: 'Sök' },
  en: { apply: 'Show results', search: 'Search' },
} as const;

/** The button between a filter and the next control, as in the explorer's form. */
function renderFilters(language: 'sv' | 'en', withQuery: boolean) {
  renderIn(
    language,
    <form>
      <select aria-label="filter">
        <option>all</option>
      </select>
      <ExplorerApply withQuery={withQuery} />
      <a href="/next">next</a>
    </form>,
  );
}

describe('the explorer’s send button', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];

    test(`"${texts.apply}" is no Tab stop while it is hidden: Tab goes from the filter to the next control (${language})`, async () => {
      const user = userEvent.setup();
      renderFilters(language, false);
      const apply = screen.getByRole('button', { name: texts.apply });
      expect(apply.className).toContain('visually-hidden');
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'filter' }));
      await user.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'next' }));
      await user.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'filter' }));
    });

    test(`"${texts.search}" beside a text query is shown and a Tab stop (${language})`, async () => {
      const user = userEvent.setup();
      renderFilters(language, true);
      const search = screen.getByRole('button', { name: texts.search });
      expect(search.className).not.toContain('visually-hidden');
      await user.tab();
      await user.tab();
      expect(document.activeElement).toBe(search);
    });
  }
});
