import { useEffect, useId, useRef, type ReactNode } from 'react';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';

/** The overlay's input takes focus this long after it opens. */
export const SEARCH_FOCUS_DELAY_MS = 250;

/**
 * The desktop search overlay: a GET form to the search page with the query in `q`. Esc or the
 * close button closes it (the header returns focus to the search button). `results` is where
 * live results show while the query is not empty. Submitting does not close it: closing removes
 * the form from the document, and the browser cancels the submission of a form no longer in it
 * ("form is not connected"); the search page's load replaces the overlay anyway.
 */
export function SearchOverlay({
  query,
  onQueryChange,
  onClose,
  results,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onClose: () => void;
  results?: ReactNode;
}) {
  const { language, t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="search-overlay" role="dialog" aria-modal="false" aria-label={t('header.search_label')} data-testid="search-overlay">
      <div className="search-overlay__inner">
        {/* biome-ignore lint/a11y/useSemanticElements: the search role on the form itself keeps one element; the search element is newer than the browsers the site supports */}
        <form className="search-overlay__form" method="get" action={pathFor('search', language)} role="search">
          <label className="visually-hidden" htmlFor={inputId}>
            {t('header.search_label')}
          </label>
          <Icon name="search" />
          <input
            ref={input}
            id={inputId}
            className="search-overlay__input"
            type="search"
            name="q"
            value={query}
            autoComplete="off"
            placeholder={`${t('cta.type_your_search')}...`}
            onChange={(event) => onQueryChange(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            {t('header.search_submit')}
          </button>
          <button type="button" className="icon-button" aria-label={t('header.close_search')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </form>
        {query.trim() !== '' && results ? <div className="search-overlay__results">{results}</div> : null}
      </div>
    </div>
  );
}
