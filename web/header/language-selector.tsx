import { useSyncExternalStore } from 'react';
import { languageCookieAssignment, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { languageSwitchPath } from '../../shared/routing/language-switch';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/site-data';

/** Follows the document head, where each page names its hreflang alternates (web/ui/head-tags.tsx). */
function subscribeToHead(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ['href', 'hreflang'] });
  return () => observer.disconnect();
}

/**
 * The page's alternate in a language, read from its head link. The header is rendered once per
 * language for every page (docs/decisions/018), so the server knows no page here: its snapshot is
 * null, the home page, until the header runs in the browser.
 */
function useAlternateHref(language: Language): string | null {
  return useSyncExternalStore(
    subscribeToHead,
    () => document.head.querySelector(`link[rel="alternate"][hreflang="${language}"]`)?.getAttribute('href') ?? null,
    () => null,
  );
}

function LanguageLink({ code }: { code: Language }) {
  const { language, t } = useI18n();
  const { config } = useRootData();
  const href = languageSwitchPath(code, useAlternateHref(code));
  return (
    <a
      href={href}
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
  );
}

/**
 * Language links: each leads to the same page in its language where the page has one, else to
 * that language's home page (docs/decisions/024). Choosing a language remembers it in the
 * language cookie before the page changes.
 */
export function LanguageSelector() {
  const { t } = useI18n();
  return (
    <nav className="language-selector" aria-label={t('language.label')}>
      <ul>
        {LANGUAGES.map((code) => (
          <li key={code}>
            <LanguageLink code={code} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
