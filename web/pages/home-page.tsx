import { Link } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import type { Page } from '../../shared/content/page';
import { useI18n } from '../app/i18n-context';
import { usePageData } from '../app/page-data';
import { HomeExplorerSlot } from '../components/home-explorer-slot';
import { PageSections } from '../components/page-sections';
import type { HomeData } from './content-data';

/** The home page's blocks with the explorer slot right after the hero, unless the page places it. */
function withExplorer(page: Page, title: string): Page {
  if (page.sections.some((section) => section.kind === 'explorer')) return page;
  const at = page.sections[0]?.kind === 'hero' ? 1 : 0;
  const sections = [...page.sections];
  sections.splice(at, 0, { kind: 'explorer', title });
  return { ...page, sections };
}

/**
 * The home page: its hero, the catalogue explorer's slot (upcoming courses until the explorer
 * mounts), then its listing blocks of courses, programmes and inspiration.
 */
export function HomePage() {
  const { meta, page, listings } = usePageData<HomeData>();
  const { language, t } = useI18n();
  if (page) {
    return (
      <div className="home-page" data-testid="home-page">
        <PageSections page={withExplorer(page, t('content.upcoming_courses'))} listings={listings} />
      </div>
    );
  }
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <p className="eyebrow">{t('site.name')}</p>
          <h1>{t('pages.home')}</h1>
          <p className="lead">{meta.description}</p>
          <Link className="button button--primary" to={pathFor('search', language)}>
            {t('cta.go_search')}
          </Link>
        </div>
      </section>
      <HomeExplorerSlot title={t('content.upcoming_courses')} records={listings?.courses} />
    </>
  );
}
