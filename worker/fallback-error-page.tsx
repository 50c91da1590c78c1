import { renderToStaticMarkup } from 'react-dom/server';
import { languageOfPath } from '../shared/i18n/languages';
import { errorPageText } from '../shared/errors/error-page-text';
import { translator } from '../shared/i18n/translator';
import { homePath, pathFor } from '../shared/routing/paths';

/**
 * The error page as a plain document, for failures before or during the pages' rendering (when
 * the app's error page itself cannot be trusted to render): the same texts (one home of them,
 * shared/errors/error-page-text.ts) and links as the app's error page (web/pages/error-page.tsx),
 * in the site's stylesheets, no script. Rendered at once to a string, so a failing stream cannot
 * cut it short. `requestId` is shown as the error's reference (the request's log line carries it).
 */
export function fallbackErrorPage(pathname: string, status: number, stylesheets: readonly string[], requestId: string | null = null): string {
  const language = languageOfPath(pathname);
  const t = translator(language);
  const text = errorPageText(status);
  const title = t(text.titleKey);
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title.trim()} | ${t('site.name')}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main id="main" className="layout__main">
          <section className="error-page">
            <p className="error-page__status" aria-hidden="true">
              {status}
            </p>
            <h1 className="error-page__title">{title}</h1>
            <p className="error-page__message">{t(text.messageKey)}</p>
            <p>{t('error.options')}</p>
            <ul className="error-page__links">
              <li>
                <a href={homePath(language)}>{t('cta.go_home')}</a>
              </li>
              <li>
                <a href={pathFor('search', language)}>{t('cta.go_search')}</a>
              </li>
            </ul>
            <a className="button button--primary" href="/">
              {t('cta.back')}
            </a>
            {requestId ? (
              <p className="error-page__reference">
                {t('error.reference')}: <code>{requestId}</code>. {t('error.reference_help')}
              </p>
            ) : null}
          </section>
        </main>
      </body>
    </html>,
  )}`;
}
