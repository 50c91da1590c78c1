import { Link } from '../app/navigation';
import type { MessageKey } from '../../shared/i18n/translator';
import { homePath, pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';

function titleKey(status: number): MessageKey {
  if (status === 404) return 'error.title_404';
  if (status === 500) return 'error.title_500';
  if (isServiceFailure(status)) return 'error.title_unavailable';
  return 'error.title_other';
}

/** 502, 503 and 504: an outside service failed (a bad answer, known to be down, no answer in time); the page exists. */
function isServiceFailure(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/**
 * The error page: a title by status, the page-is-gone message, links to the
 * home page and to search, and a back button to '/'. `detail` is shown only for expected errors
 * (such as 'Page not found: /x'); unexpected errors stay hidden from visitors.
 */
export function ErrorPage({ status, detail }: { status: number; detail?: string | undefined }) {
  const { language, t } = useI18n();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 tabIndex={-1} id="error-title" className="error-page__title">
        {t(titleKey(status))}
      </h1>
      <p className="error-page__message">{t(isServiceFailure(status) ? 'error.unavailable' : 'error.page_gone')}</p>
      <p>{t('error.options')}</p>
      <ul className="error-page__links">
        <li>
          <Link to={homePath(language)}>{t('cta.go_home')}</Link>
        </li>
        <li>
          <Link to={pathFor('search', language)}>{t('cta.go_search')}</Link>
        </li>
      </ul>
      <Link to="/" className="button button--primary" data-testid="error-back">
        {t('cta.back')}
      </Link>
      {detail && !isServiceFailure(status) ? (
        <p className="error-page__detail">
          <span className="visually-hidden">{t('error.details')}: </span>
          <code>{detail}</code>
        </p>
      ) : null}
    </section>
  );
}
