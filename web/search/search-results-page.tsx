import { useRef } from 'react';
import { usePageData } from '../app/page-data';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../components/icon';
import { Explorer } from './explorer';
import { scrollToTopFrom } from './scroll-to-top';
import { countText } from '../../shared/i18n/translator';

/**
 * The search results page (/sok, /en/search): the text input and filters, every hit of the
 * search in one list, and a 'back to top' button, shown only with results, that scrolls the
 * nearest scrollable ancestor smoothly to the top.
 */
export function SearchResultsPage() {
  const data = usePageData('search');
  const { t } = useI18n();
  const backToTop = useRef<HTMLButtonElement>(null);
  return (
    <section className="search-page" aria-labelledby="search-title" data-testid="search-page">
      <div className="search-page__inner">
        <h1 id="search-title">{t('pages.search')}</h1>
        {/* The cards' titles are h3: a heading for the list keeps the levels in order. */}
        <h2 className="visually-hidden">{countText(t, 'search.results', data.result.nbHits)}</h2>
        <Explorer data={data} mode="url" layout="waterfall" withQuery leadsPage />
        {data.result.hits.length > 0 ? (
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
    </section>
  );
}
