import { usePageData } from '../app/page-data';
import { useI18n } from '../app/i18n-context';
import { Island } from '../islands/island';
import { Explorer } from './explorer';

/**
 * The search results page (/sok, /en/search): the text input and filters, the first rows of the
 * search's hits under a heading that counts every hit, 'Show more' that grows the same list
 * (docs/decisions/037), and a 'back to top' button, shown only with results, that scrolls the
 * nearest scrollable ancestor smoothly to the top. A search that found nothing offers what to try
 * next: its words without its filters, and the other language's hits for them.
 */
export function SearchResultsPage() {
  const data = usePageData('search');
  const { t } = useI18n();
  return (
    <section className="search-page" aria-labelledby="search-title" data-testid="search-page">
      <div className="search-page__inner">
        <h1 tabIndex={-1} id="search-title">
          {t('pages.search')}
        </h1>
        <Island
          name="explorer"
          component={Explorer}
          props={{
            data: {
              state: data.state,
              result: data.result,
              options: data.options,
              tab: data.tab,
              ...(data.limited ? { limited: data.limited } : {}),
              ...(data.unavailable ? { unavailable: true } : {}),
              ...(data.otherLanguage ? { otherLanguage: data.otherLanguage } : {}),
            },
            mode: 'url',
            layout: 'waterfall',
            withQuery: true,
            leadsPage: true,
            resultsPage: true,
          }}
        />
      </div>
    </section>
  );
}
