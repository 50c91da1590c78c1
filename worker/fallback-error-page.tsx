import { renderToStaticMarkup } from 'react-dom/server';
import { languageOfPath } from '../shared/i18n/languages';
import { translator, type MessageKey } from '../shared/i18n/translator';
import { homePath, pathFor } from '../shared/routing/paths';

function titleKey(status: number): MessageKey {
  if (status === 404) return 'error.title_404';
  if (status === 500) return 'error.title_500';
  return 'error.title_other';
}

/**
 * The error page as a plain document, for failures before or during the pages' rendering (when
 * the app's error page itself cannot be trusted to render): the same texts and links as the
 * app's error page (web/pages/error-page.tsx), in the site's stylesheets, no script. Rendered at
 * once to a string, so a failing stream cannot cut it short.
 */
export function fallbackErrorPage(pathname: string, status: number, stylesheets: readonly string[]): string {
  const language = languageOfPath(pathname);
  const t = translator(language);
  const title = t(titleKey(status));
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
            <h1 className="error-page__title">{title}</h1>
            <p className="error-page__message">{t('error.page_gone')}</p>
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
          </section>
        </main>
      </body>
    </html>,
  )}`;
}
