import { useSyncExternalStore } from 'react';
import { languageCookieAssignment, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { languageSwitchPath } from '../../shared/routing/language-switch';
import { useI18n } from '../app/i18n-context';
import { useSiteLocation } from '../app/navigation';
import { usePageAlternates } from '../app/page-alternates';
import { useRootData } from '../app/site-data';

/** Follows the document head, where each page names its hreflang alternates (web/ui/head-tags.tsx). */
function subscribeToHead(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true, attributeFilter: ['href', 'hreflang'] });
  return () => observer.disconnect();
}

/**
 * The page's alternate in a language, read from its head link. On a page run as islands the
 * header is rendered once per language for every page (docs/decisions/018), so the server knows
 * no page there: its snapshot is null, the home page, until the header runs in the browser. The
 * app's pages render the header with their data, whose alternates the server's snapshot uses.
 */
function useAlternateHref(language: Language): string | null {
  const rendered = usePageAlternates()?.[language] ?? null;
  return useSyncExternalStore(
    subscribeToHead,
    () => document.head.querySelector(`link[rel="alternate"][hreflang="${language}"]`)?.getAttribute('href') ?? null,
    () => rendered,
  );
}

function LanguageLink({ code }: { code: Language }) {
  const { language, t } = useI18n();
  const { config } = useRootData();
  // The address's query as it is now (the search words typed so far, the document shown): what of
  // it means the same in the other language goes along (shared/routing/language-switch-query.ts).
  const href = languageSwitchPath(code, useAlternateHref(code), useSiteLocation().search);
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
 * that language's home page (docs/decisions/024), with the search words, filters and ids of the
 * address that mean the same there. Choosing a language remembers it in the
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
