import type { PageBlocks } from '../../shared/pages/content-pages';
import { useI18n } from '../app/i18n-context';
import { usePageData } from '../app/page-data';
import { PageSections } from '../content/page-sections';

/** The home page's blocks with the explorer slot right after the hero, unless the page places it. */
function withExplorer(page: PageBlocks, title: string): PageBlocks {
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
  const { page, listings, explorer } = usePageData('home');
  const { t } = useI18n();
  return (
    <div className="home-page" data-testid="home-page">
      <PageSections page={withExplorer(page, t('content.upcoming_courses'))} listings={listings} explorer={explorer} />
    </div>
  );
}
