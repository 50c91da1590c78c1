import { useI18n } from '../app/i18n-context';
import { useHydrated } from '../lib/use-hydrated';

/**
 * The filters' send button. With a text query it searches ("Search"). Without one, a hydrated
 * explorer filters as soon as a choice changes, so its "Show results" has nothing to do: it stays
 * in the form (hidden, web/styles/search.css) but is no Tab stop, where it took a press of Tab
 * with nothing shown. Before the page runs it is the GET form's way to send, and shows once it
 * has the keyboard's focus.
 */
export function ExplorerApply({ withQuery }: { withQuery: boolean }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const idle = hydrated && !withQuery;
  return (
    <button
      type="submit"
      className={`button button--primary explorer__apply${idle ? ' visually-hidden' : ''}`}
      tabIndex={idle ? -1 : undefined}
    >
      {withQuery ? t('cta.search') : t('search.apply')}
    </button>
  );
}
