import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { homePath } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';

function rememberLanguage(language: Language) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Language links: the default language goes to '/', any other to '/{code}' (spec section 2).
 * Choosing a language remembers it in the language cookie before the page changes.
 */
export function LanguageSelector() {
  const { language, t } = useI18n();
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
              onClick={() => rememberLanguage(code)}
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
