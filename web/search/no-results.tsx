import type { MouseEvent } from 'react';
import { otherLanguageSearchPath, type OtherLanguageHits } from '../../shared/search/no-results-help';
import { useI18n } from '../app/i18n-context';
import { Link } from '../app/navigation';

/** The same search without its filters: where it leads, and how the explorer follows it in place. */
export interface WithoutFilters {
  href: string;
  follow(): void;
}

export interface NoResultsProps {
  /** The words searched for ('' for none). */
  query: string;
  /** Offered when filters are chosen beside the words. */
  withoutFilters?: WithoutFilters | null;
  /** The other language's hits for the same words, when it has some. */
  otherLanguage?: OtherLanguageHits | null;
}

/**
 * A link to the other language's search page for the same words, saying how many hits it has
 * there ("Den engelska webbplatsen har 4 träffar för ”leadership”"). A plain link: the page is
 * in the other language, loaded whole.
 */
export function OtherLanguageLink({ query, otherLanguage }: { query: string; otherLanguage: OtherLanguageHits }) {
  const { t } = useI18n();
  return (
    <a href={otherLanguageSearchPath(otherLanguage.language, query.trim())} hrefLang={otherLanguage.language}>
      {t('search.other_site', { count: otherLanguage.nbHits, query: query.trim() })}
    </a>
  );
}

/**
 * What a search that found nothing shows: 'Inga resultat' / 'No results', then what to try next
 * where there is something: the same words without the filters chosen beside them, and the
 * other language's hits for the words (a visitor typing `leadership` on the Swedish site).
 */
export function NoResults({ query, withoutFilters = null, otherLanguage = null }: NoResultsProps) {
  const { t } = useI18n();
  const words = query.trim();
  const offersWithoutFilters = withoutFilters !== null && words !== '';
  return (
    <div className="explorer-results__empty no-results" data-testid="explorer-empty">
      <p>{t('search.no_results')}</p>
      {offersWithoutFilters || otherLanguage ? (
        <>
          <p className="no-results__try">{t('search.try_next')}</p>
          <ul className="no-results__next">
            {offersWithoutFilters ? (
              <li>
                <Link
                  to={withoutFilters.href}
                  preventScrollReset
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                    event.preventDefault();
                    withoutFilters.follow();
                  }}
                >
                  {t('search.without_filters', { query: words })}
                </Link>
              </li>
            ) : null}
            {otherLanguage ? (
              <li>
                <OtherLanguageLink query={words} otherLanguage={otherLanguage} />
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
    </div>
  );
}
