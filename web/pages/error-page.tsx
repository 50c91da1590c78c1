import { Link } from '../app/navigation';
import { errorPageText } from '../../shared/errors/error-page-text';
import { homePath, pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { useRequestId } from '../app/request-id';

/**
 * The error page: a title and a message by status (shared/errors/error-page-text.ts, which the
 * worker's plain fallback page says too), links to the home page and to search, and a back
 * button to '/'. `detail` is shown only for expected errors (such as 'Page not found: /x');
 * unexpected errors stay hidden from visitors. The request's id is shown as the error's reference
 * (the worker's log line of the request carries it), for a visitor who reports the error.
 */
export function ErrorPage({ status, detail }: { status: number; detail?: string | undefined }) {
  const { language, t } = useI18n();
  const text = errorPageText(status);
  const requestId = useRequestId();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 tabIndex={-1} id="error-title" className="error-page__title">
        {t(text.titleKey)}
      </h1>
      <p className="error-page__message">{t(text.messageKey)}</p>
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
      {detail && text.showsDetail ? (
        <p className="error-page__detail">
          <span className="visually-hidden">{t('error.details')}: </span>
          <code>{detail}</code>
        </p>
      ) : null}
      {requestId ? (
        <p className="error-page__reference">
          {t('error.reference')}: <code>{requestId}</code>. {t('error.reference_help')}
        </p>
      ) : null}
    </section>
  );
}
