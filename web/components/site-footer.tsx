import { Link } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/page-data';

/** The site footer with the help anchor that checkout modals scroll to. */
export function SiteFooter() {
  const { language, t } = useI18n();
  const { config } = useRootData();
  return (
    <footer className="site-footer" id="help">
      <div className="site-footer__inner">
        <p className="site-footer__name">{t('site.name')}</p>
        <nav aria-label={t('site.footer_navigation')}>
          <ul>
            <li>
              <Link to={pathFor('sitemap', language)}>{t('pages.sitemap')}</Link>
            </li>
            <li>
              <Link to={pathFor('search', language)}>{t('cta.search')}</Link>
            </li>
          </ul>
        </nav>
        <p>{t('site.copyright', { year: new Date().getUTCFullYear() })}</p>
        {config.embedded ? <p className="site-footer__demo">{t('site.demo_notice')}</p> : null}
      </div>
    </footer>
  );
}
