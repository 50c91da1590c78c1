import { Link } from '../app/navigation';
import type { Page } from '../../shared/content/page';
import type { Listings } from '../../shared/pages/content-pages';
import type { ExplorerData } from '../../shared/pages/explorer-data';
import { homePath, pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';
import { PageSections } from './page-sections';
import { RichText } from './rich-text';
import { Subnav } from '../header/subnav';
import { Island } from '../islands/island';

/** The path of a page, as a child of its parent when it has one. */
export function pagePath(page: Pick<Page, 'slug' | 'parentSlug' | 'language' | 'template'>): string {
  if (page.template === 'home') return homePath(page.language);
  return page.parentSlug
    ? pathFor('page', page.language, { slug: page.parentSlug, child: page.slug })
    : pathFor('page', page.language, { slug: page.slug });
}

/**
 * A generic page: breadcrumb to its parent, title and intro (unless a hero block opens it),
 * subnav, content, blocks, and links to the pages of its section. A tabs subnav hides the other
 * sections only once JavaScript runs, so the page without it shows everything.
 */
export function ContentPageView({
  page,
  parent,
  childPages,
  listings,
  explorer,
}: {
  page: Page;
  parent?: Page | undefined;
  childPages: readonly Page[];
  listings?: Listings | undefined;
  explorer?: ExplorerData | undefined;
}) {
  const { t } = useI18n();
  const opensWithHero = page.sections[0]?.kind === 'hero';
  const sectionPages = childPages.filter((child) => child.id !== page.id);
  return (
    <article className="content-page" data-testid="content-page">
      {!opensWithHero ? (
        <header className="page-header">
          <div className="page-header__inner">
            {parent ? (
              <nav className="breadcrumb" aria-label={t('content.part_of')}>
                <Link to={pagePath(parent)}>
                  <Icon name="chevron-left" />
                  {parent.title}
                </Link>
              </nav>
            ) : (
              <p className="eyebrow">{page.headerTitle}</p>
            )}
            <h1 tabIndex={-1}>{page.title}</h1>
            {page.excerpt ? <p className="lead">{page.excerpt}</p> : null}
          </div>
        </header>
      ) : null}
      {page.subnav ? (
        <div className="subnav-band">
          <Island name="subnav" component={Subnav} props={{ subnav: page.subnav }} />
        </div>
      ) : null}
      {page.content.trim() ? (
        <section className="page-band">
          <div className="page-band__inner page-band__inner--narrow">
            <RichText html={page.content} />
          </div>
        </section>
      ) : null}
      <PageSections page={page} listings={listings} explorer={explorer} />
      {sectionPages.length > 0 ? (
        <nav className="page-band section-pages" aria-labelledby="section-pages-title">
          <div className="page-band__inner page-band__inner--narrow">
            <h2 id="section-pages-title">{t('content.in_this_section')}</h2>
            <ul>
              {sectionPages.map((child) => (
                <li key={child.id}>
                  <Link to={pagePath(child)}>
                    <span>
                      <strong>{child.title}</strong>
                      {child.excerpt ? <span>{child.excerpt}</span> : null}
                    </span>
                    <Icon name="chevron-right" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      ) : null}
    </article>
  );
}
