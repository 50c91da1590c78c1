import { useMatches } from 'react-router';
import { Link } from '../app/navigation';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { useRootData } from '../app/site-data';
import { HELP_ID } from '../cart/checkout-path';
import { businessDay } from '../../shared/calendar/business-day';

/**
 * Whether the current page's content has a section anchored as the help (the contact page's "We
 * are here to help", which content links to as `/contact#help`). That section is then the help
 * that contact-us actions scroll to, and the footer leaves the id to it: an id names one element.
 */
function pageHasOwnHelp(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || !('page' in data)) return false;
  const page: unknown = data.page;
  if (typeof page !== 'object' || page === null || !('sections' in page) || !Array.isArray(page.sections)) return false;
  return page.sections.some(
    (section: unknown) =>
      typeof section === 'object' &&
      section !== null &&
      'kind' in section &&
      section.kind === 'text' &&
      'anchor' in section &&
      section.anchor === HELP_ID,
  );
}

/** The site footer with the help anchor that checkout modals scroll to. */
export function SiteFooter() {
  const { language, t } = useI18n();
  const { config } = useRootData();
  const matches = useMatches();
  const ownHelp = pageHasOwnHelp(matches[matches.length - 1]?.loaderData);
  return (
    <footer className="site-footer" id={ownHelp ? undefined : HELP_ID}>
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
        {/* The year is the business's: it turns at midnight in Stockholm, not in UTC. */}
        <p>{t('site.copyright', { year: businessDay(Date.now()).year })}</p>
        {config.embedded ? <p className="site-footer__demo">{t('site.demo_notice')}</p> : null}
      </div>
    </footer>
  );
}
