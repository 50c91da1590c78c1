import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSiteLocation } from '../app/navigation';
import type { ExplorerTab } from '../../shared/search/explorer-query';
import {
  selectCategories,
  selectDates,
  selectDepartment,
  selectEducationalForm,
  selectLocations,
  setQuery,
  clearFilters,
  clearFiltersKeepingQuery,
  hasFilters,
} from '../../shared/search/filter-state';
import { ALL_ROWS, DEFAULT_ROWS, MAX_HITS_PER_PAGE, type SearchState } from '../../shared/search/search-state';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';
import { useHydrated } from '../lib/use-hydrated';
import { DateFilter } from './date-filter';
import { ExplorerApply } from './explorer-apply';
import { ExplorerResults, type ListingLayout } from './explorer-results';
import { ExplorerTabs } from './explorer-tabs';
import { explorerPageQuery, hasChoices } from './explorer-url';
import { FilterSelect } from './filter-select';
import { scrollToTopFrom } from './scroll-to-top';
import type { ExplorerData } from '../../shared/pages/explorer-data';
import { useExplorer, type ExplorerMode } from './use-explorer';
import { countText } from '../../shared/i18n/translator';
import { columnsShowingAll, COLUMNS, viewportKind } from '../../shared/search/hits-per-page';
import { locationLabel } from '../../shared/content/locations';
import { SEARCH_LIMIT_TEXT } from '../../shared/search/search-limit';

/** Typing waits this long before the URL (and so the results) follows. */
export const TYPING_DEBOUNCE_MS = 300;
/** Rows 'Show more' adds. */
export const SHOW_MORE_ROWS = 2;

export interface ExplorerProps {
  data: ExplorerData;
  /** Filters write to the URL query (default) or to a local store. */
  mode?: ExplorerMode;
  layout?: ListingLayout;
  /** Shows the text input (the search page). */
  withQuery?: boolean;
  /** The explorer is the page's main content: the images of its first cards load first. */
  leadsPage?: boolean;
  /**
   * The search page: a heading that counts the hits above them (the cards' titles are h3, so
   * the levels stay in order) and a 'back to top' button under them, both following the results.
   */
  resultsPage?: boolean;
}

const tabOf = (state: SearchState): ExplorerTab => state.departments[0] ?? 'all';

/**
 * The catalogue explorer: educational form, topic and location selects, the month-range date
 * filter, the tabs All / Courses / Programmes, then the hits. The filters are a GET form, so the
 * server renders the filtered result without JavaScript; with it, every change updates the
 * results in place and the URL stays shareable (or, with `mode="store"`, the URL is left alone).
 * It takes its name from the section it sits in (the search page, the explorer slot), which is
 * labelled by its heading; a plain div cannot carry a name of its own.
 */
export function Explorer({
  data,
  mode = 'url',
  layout = 'waterfall',
  withQuery = false,
  leadsPage = false,
  resultsPage = false,
}: ExplorerProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const location = useSiteLocation();
  const explorer = useExplorer(data, mode);
  const { state, result, options, loading, apply, unavailable, retry } = explorer;
  const queryId = useId();
  const [query, setQueryText] = useState(state.query);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Back/forward (or a link) changed the state: the input follows.
  useEffect(() => {
    if (typing.current === null) setQueryText(state.query);
  }, [state.query]);

  const onType = (text: string) => {
    setQueryText(text);
    if (typing.current) clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      typing.current = null;
      apply(setQuery({ ...state, rows: state.rows }, text), { replace: true });
    }, TYPING_DEBOUNCE_MS);
  };
  useEffect(
    () => () => {
      if (typing.current) clearTimeout(typing.current);
    },
    [],
  );
  // A page run as islands starts on the visitor's first intent (docs/decisions/016), often the
  // tap on this very box, so words typed before the island hydrated are in the input but not in
  // the state: hydration keeps what the input shows (and its caret), and the state takes the
  // input's live value over in hydration's own commit, before any later render could write the
  // server's query back into it, and the search follows those words as if they were typed now.
  const queryInput = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration: later typing reaches onType itself
  useLayoutEffect(() => {
    const typed = queryInput.current?.value;
    if (typed !== undefined && typed !== query) onType(typed);
  }, []);

  const keepRows = (next: SearchState): SearchState => ({ ...next, rows: state.rows === ALL_ROWS ? ALL_ROWS : DEFAULT_ROWS });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (typing.current) clearTimeout(typing.current);
    typing.current = null;
    apply(setQuery(state, query));
  };
  const hrefFor = (tab: ExplorerTab) => {
    const search = explorerPageQuery(keepRows(selectDepartment(state, tab)));
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const moreRows = state.rows === ALL_ROWS ? ALL_ROWS : state.rows + SHOW_MORE_ROWS;
  const moreSearch = explorerPageQuery({ ...state, rows: moreRows });
  const canShowMore = !unavailable && state.rows !== ALL_ROWS && result.hits.length < Math.min(result.nbHits, MAX_HITS_PER_PAGE);
  // The page holds the hits of the widest listing; a narrower one shows rows × its columns, so
  // 'Show more' is there, on a listing of fewer columns, for the hits it leaves out.
  const showingAllFrom = columnsShowingAll(Math.min(result.nbHits, 1000), state.rows);
  const moreClass =
    !unavailable && !canShowMore && showingAllFrom !== null && showingAllFrom > 1 ? ` explorer__more--below-${showingAllFrom}-columns` : '';
  // Refused or failed, the search counted nothing: the count line says why instead of "0 hits".
  const refusedWhy = unavailable ? t('search.unavailable') : explorer.limited ? t(SEARCH_LIMIT_TEXT[explorer.limited]) : null;
  const count = refusedWhy ?? countText(t, 'search.results', result.nbHits);
  const retrySearch = explorerPageQuery(state);
  // Nothing found: the same words without the filters chosen beside them, and the other language's hits.
  const withoutFilters = keepRows(clearFiltersKeepingQuery(state));
  const withoutFiltersSearch = explorerPageQuery(withoutFilters);
  const noResults = {
    query: state.query,
    withoutFilters: hasFilters(state)
      ? { href: `${location.pathname}${withoutFiltersSearch ? `?${withoutFiltersSearch}` : ''}`, follow: () => apply(withoutFilters) }
      : null,
    otherLanguage: explorer.otherLanguage,
  };
  const backToTop = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // 'Show more' is gone while the next cards load, which would drop the keyboard's focus to the
  // page: the focus goes on to the first card it added (the one at the count shown before).
  const focusCardAt = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new hits are the trigger: the added cards are on screen
  useEffect(() => {
    const at = focusCardAt.current;
    if (at === null || loading) return;
    focusCardAt.current = null;
    const links = root.current?.querySelectorAll<HTMLElement>('.explorer-results .card__link');
    if (links && links.length > 0) links[Math.min(at, links.length - 1)]?.focus();
  }, [loading, result.hits]);

  return (
    <div ref={root} className="explorer" data-testid="explorer">
      {/* biome-ignore lint/a11y/useSemanticElements: the search role on the form itself keeps one element; the search element is newer than the browsers the site supports */}
      <form
        className="explorer__filters"
        method="get"
        action={location.pathname}
        role="search"
        aria-label={t('search.filters')}
        onSubmit={onSubmit}
      >
        {withQuery ? (
          <div className="filter-field filter-field--query">
            <label className="filter-field__label" htmlFor={queryId}>
              {t('search.query_label')}
            </label>
            <input
              ref={queryInput}
              id={queryId}
              className="filter-control filter-control--query"
              type="search"
              name="q"
              value={query}
              maxLength={200}
              autoComplete="off"
              placeholder={`${t('cta.type_your_search')}...`}
              onChange={(event) => onType(event.target.value)}
            />
          </div>
        ) : null}
        <FilterSelect
          name="form"
          label={t('search.form')}
          options={options.forms}
          value={state.forms[0] ?? ''}
          onChange={(value) => apply(keepRows(selectEducationalForm(state, value)))}
        />
        <FilterSelect
          name="category"
          label={t('search.topic')}
          options={options.categories}
          value={state.categories[0] ?? ''}
          onChange={(value) => apply(keepRows(selectCategories(state, value)))}
        />
        <FilterSelect
          name="location"
          label={t('search.location')}
          options={options.locations}
          labelOf={(name) => locationLabel(name, t('content.remote_location'))}
          value={state.locations[0] ?? ''}
          onChange={(value) => apply(keepRows(selectLocations(state, value)))}
        />
        <DateFilter value={state.dates} onChange={(span) => apply(keepRows(selectDates(state, span ? [...span] : null)))} />
        {state.departments[0] ? <input type="hidden" name="department" value={state.departments[0]} /> : null}
        <div className="explorer__actions">
          {state.eventCategories.map((id) => {
            const name = t(`search.event_category.${id}`);
            const without = keepRows({ ...state, eventCategories: state.eventCategories.filter((other) => other !== id), page: 0 });
            const search = explorerPageQuery(without);
            return (
              <span key={id} className="filter-chip">
                <input type="hidden" name="category" value={id} />
                {name}
                <Link
                  to={`${location.pathname}${search ? `?${search}` : ''}`}
                  className="filter-chip__remove"
                  aria-label={t('search.remove_filter', { name })}
                  preventScrollReset
                  onClick={(event) => {
                    event.preventDefault();
                    apply(without);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </Link>
              </span>
            );
          })}
          <ExplorerApply withQuery={withQuery} />
          {hasChoices(state) ? (
            <Link
              to={location.pathname}
              className="explorer__clear"
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setQueryText('');
                apply(keepRows(clearFilters(state)));
              }}
            >
              {t('search.clear_filters')}
            </Link>
          ) : null}
        </div>
      </form>
      <div className="explorer__bar">
        <ExplorerTabs tab={tabOf(state)} hrefFor={hrefFor} onSelect={(tab) => apply(keepRows(selectDepartment(state, tab)))} />
        {/* An outage or a limit is announced here and shown in the results area (hidden here so it is not shown twice). */}
        <p className={`explorer__count${refusedWhy && !loading ? ' visually-hidden' : ''}`} aria-live="polite" data-testid="explorer-count">
          {loading ? t('search.loading') : count}
        </p>
      </div>
      {resultsPage ? <h2 className="visually-hidden">{count}</h2> : null}
      {unavailable && !loading ? (
        <div className="explorer-results__unavailable" data-testid="explorer-unavailable">
          <p>{t('search.unavailable')}</p>
          <Link
            to={`${location.pathname}${retrySearch ? `?${retrySearch}` : ''}`}
            className="button button--secondary"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              retry();
            }}
          >
            {t('search.retry')}
          </Link>
        </div>
      ) : (
        <ExplorerResults
          hits={result.hits}
          layout={layout}
          loading={loading}
          limited={explorer.limited}
          placeholders={Math.min(result.hits.length || 3, 6)}
          rows={state.rows}
          leadsPage={leadsPage}
          noResults={noResults}
        />
      )}
      {(canShowMore || moreClass) && !loading ? (
        <div className={`explorer__more${moreClass}`}>
          <Link
            to={`${location.pathname}?${moreSearch}`}
            className="button button--secondary"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              // The first card it adds: the one after the rows × columns this listing shows.
              focusCardAt.current = Math.min(result.hits.length, state.rows * COLUMNS[viewportKind(window.innerWidth)]);
              apply({ ...state, rows: moreRows }, { replace: true });
            }}
          >
            {t('cta.show_more')}
          </Link>
        </div>
      ) : null}
      {resultsPage && result.hits.length > 0 ? (
        <div className="search-page__top">
          <button
            ref={backToTop}
            type="button"
            className="button button--secondary"
            onClick={() => scrollToTopFrom(backToTop.current)}
            data-testid="back-to-top"
          >
            <Icon name="chevron-up" />
            {t('cta.back_to_top')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
