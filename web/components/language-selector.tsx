import { languageCookieAssignment, LANGUAGES } from '../../shared/i18n/languages';
import { homePath } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/site-data';

/**
 * Language links: the default language goes to '/', any other to '/{code}'.
 * Choosing a language remembers it in the language cookie before the page changes.
 */
export function LanguageSelector() {
  const { language, t } = useI18n();
  const { config } = useRootData();
  return (
    <nav className="language-selector" aria-label={t('language.label')}>
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={homePath(code)}
              lang={code}
              hrefLang={code}
              aria-current={code === language ? 'true' : undefined}
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports (Firefox, older Safari)
                document.cookie = languageCookieAssignment(code, config.cookieSecure);
              }}
              data-language={code}
            >
              {t(`language.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
