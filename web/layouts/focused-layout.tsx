import type { ReactNode } from 'react';
import { Link } from '../app/navigation';
import { homePath } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/site-data';
import { LanguageSelector } from '../header/language-selector';
import { SiteFooter } from '../content/site-footer';

/**
 * The checkout and application layouts: a quiet header with only the logo and the language
 * switch, so nothing pulls the visitor away from finishing, and the footer with the help section.
 * The switch leads to the same step in the other language, which reads the same stored cart and
 * typed fields (kept per cart, not per language), so nothing typed is lost.
 */
export function FocusedLayout({ variant, children }: { variant: 'checkout' | 'application'; children: ReactNode }) {
  const { language, t } = useI18n();
  const { config } = useRootData();
  return (
    <div className={`layout layout--${variant}`}>
      <a className="skip-link" href="#main">
        {t('site.skip_to_content')}
      </a>
      <header className="site-header site-header--focused">
        <div className="site-header__inner">
          <Link to={homePath(language)} className="site-header__logo" aria-label={t('cta.logo_home')}>
            <span aria-hidden="true">FEI</span>
          </Link>
          <p className="site-header__title">{t(variant === 'checkout' ? 'pages.checkout' : 'pages.application')}</p>
          {config.languageSelector ? (
            <div className="site-header__language">
              <LanguageSelector />
            </div>
          ) : null}
        </div>
      </header>
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
