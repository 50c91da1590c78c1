import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { Language } from '../../shared/i18n/languages';
import { LinkProvider, PlainLink } from '../app/navigation';
import { renderIn } from '../testing/render-in';
import { ExplorerResults } from './explorer-results';
import type { NoResultsProps } from './no-results';

// A search that finds nothing says what to try next (issue 49, item 4): the same words without the
// filters chosen beside them, and the other language's hits for the words ("leadership" on the
// Swedish site). It used to say "Inga resultat" and nothing else.

const TEXTS = {
  sv: {
    none: 'Inga resultat',
    tryNext: 'Prova i stället:',
    withoutFilters: 'Sök på ”ledarskp” utan filter',
    otherSite: 'Den engelska webbplatsen har 4 träffar för ”leadership”',
    otherSiteOne: 'Den engelska webbplatsen har 1 träff för ”leadership”',
    otherPath: '/en/search?q=leadership',
    otherLanguage: 'en',
    otherQuery: 'leadership',
  },
  en: {
    none: 'No results',
    tryNext: 'Try instead:',
    withoutFilters: 'Search for “ledarskp” without filters',
    otherSite: 'The Swedish site has 4 results for “ledarskap”',
    otherSiteOne: 'The Swedish site has 1 result for “ledarskap”',
    otherPath: '/sok?q=ledarskap',
    otherLanguage: 'sv',
    otherQuery: 'ledarskap',
  },
} as const;

function renderEmpty(language: Language, noResults: NoResultsProps) {
  renderIn(
    language,
    <LinkProvider value={PlainLink}>
      <ExplorerResults hits={[]} layout="waterfall" loading={false} placeholders={3} rows={2} noResults={noResults} />
    </LinkProvider>,
  );
}

describe('the empty state of a search', () => {
  for (const language of ['sv', 'en'] as const) {
    const texts = TEXTS[language];

    test(`with filters beside the words it offers the words without them, followed in place (${language})`, async () => {
      const follow = vi.fn();
      renderEmpty(language, { query: ' ledarskp ', withoutFilters: { href: '/sok?q=ledarskp', follow }, otherLanguage: null });
      const empty = screen.getByTestId('explorer-empty');
      expect(empty.textContent).toContain(texts.none);
      expect(empty.textContent).toContain(texts.tryNext);
      const link = screen.getByRole('link', { name: texts.withoutFilters });
      expect(link.getAttribute('href')).toBe('/sok?q=ledarskp');
      await userEvent.setup().click(link);
      expect(follow).toHaveBeenCalledTimes(1);
      expect(screen.getAllByRole('link')).toHaveLength(1);
    });

    test(`it says how many hits the other language's site has for the words, with a link to that search (${language})`, () => {
      renderEmpty(language, { query: texts.otherQuery, withoutFilters: null, otherLanguage: { language: texts.otherLanguage, nbHits: 4 } });
      const link = screen.getByRole('link', { name: texts.otherSite });
      expect(link.getAttribute('href')).toBe(texts.otherPath);
      expect(link.getAttribute('hreflang')).toBe(texts.otherLanguage);
      expect(screen.getAllByRole('link')).toHaveLength(1);
    });

    test(`one hit on the other site is said in the singular, beside the words without filters (${language})`, () => {
      renderEmpty(language, {
        query: texts.otherQuery,
        withoutFilters: { href: '/x', follow: () => {} },
        otherLanguage: { language: texts.otherLanguage, nbHits: 1 },
      });
      expect(screen.getByRole('link', { name: texts.otherSiteOne })).toBeTruthy();
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
    });

    test(`with nothing to offer, or filters but no words, it says only that nothing was found (${language})`, () => {
      renderEmpty(language, { query: '', withoutFilters: { href: '/sok', follow: () => {} }, otherLanguage: null });
      expect(screen.getByTestId('explorer-empty').textContent).toBe(texts.none);
      expect(screen.queryAllByRole('link')).toHaveLength(0);
    });
  }
});
