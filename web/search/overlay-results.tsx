import { Link } from '../app/navigation';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { OtherLanguageLink } from './no-results';
import { useLiveSearch } from './use-live-search';

/**
 * Live results of the header's search (desktop overlay and mobile menu): the first hits as links
 * with their type and place, 'No results' when nothing matches (with the other language's hits for
 * the words, when it has some), and a link to every result on
 * the search page; when search fails, that it is unavailable, a retry and a link to the search
 * page. `onNavigate` closes the overlay or menu.
 */
export function OverlayResults({ query, onNavigate }: { query: string; onNavigate?: () => void }) {
  const { language, t } = useI18n();
  const { result, loading, unavailable, retry } = useLiveSearch(query);
  const all = `${pathFor('search', language)}?q=${encodeURIComponent(query.trim())}`;
  if (unavailable && !loading) {
    // Search failed: say so (never "no results"), with a retry and the way on to the search page.
    return (
      <div className="overlay-results-wrap" data-testid="overlay-results" aria-live="polite">
        <p className="overlay-results__status">{t('search.unavailable')}</p>
        <p className="overlay-results__status overlay-results__actions">
          <button type="button" className="button button--secondary" onClick={retry}>
            {t('search.retry')}
          </button>
          <Link to={all} onClick={onNavigate}>
            {t('search.open_search_page')}
          </Link>
        </p>
      </div>
    );
  }
  if (!result) {
    return loading ? (
      <p className="overlay-results__status" aria-live="polite">
        {t('search.loading')}
      </p>
    ) : null;
  }
  return (
    <div className="overlay-results-wrap" data-testid="overlay-results" aria-live="polite">
      {result.hits.length === 0 ? (
        <>
          <p className="overlay-results__status">{t('search.no_results')}</p>
          {result.otherLanguage ? (
            <p className="overlay-results__status">
              <OtherLanguageLink query={query} otherLanguage={result.otherLanguage} />
            </p>
          ) : null}
        </>
      ) : (
        <ul className="overlay-results">
          {result.hits.map((hit) => (
            <li key={hit.objectID}>
              <Link to={hit.url} className="overlay-results__link" onClick={onNavigate}>
                <strong>{hit.title}</strong>
                <span className="overlay-results__meta">{[hit.header_title, hit.location_text].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {result.nbHits > result.hits.length ? (
        <p className="overlay-results__status">
          <Link to={all} onClick={onNavigate}>
            {t('search.see_all')} ({result.nbHits})
          </Link>
        </p>
      ) : null}
    </div>
  );
}
