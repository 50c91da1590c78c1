import { Link } from 'react-router';
import { homePath, pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/page-data';
import { BagButton } from '../cart/bag-button';
import { CartHost } from '../cart/cart-host';
import { LanguageSelector } from './language-selector';

/** The site header: logo, search, login and language. Menus arrive with the content service. */
export function SiteHeader() {
  const { language, t } = useI18n();
  const { config } = useRootData();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to={homePath(language)} className="site-header__logo" aria-label={t('cta.go_home')}>
          <span aria-hidden="true">FEI</span>
        </Link>
        <nav className="site-header__nav" aria-label={t('site.main_navigation')}>
          <Link to={pathFor('search', language)} className="button button--ghost">
            {t('cta.search')}
          </Link>
          <a
            className="button button--ghost"
            href={config.myfeiLoginUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('cta.login_label')}
          >
            {t('cta.login')}
          </a>
          <BagButton />
        </nav>
        {config.languageSelector ? <LanguageSelector /> : null}
      </div>
      <CartHost />
    </header>
  );
}
