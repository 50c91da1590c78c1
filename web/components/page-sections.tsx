import type { Page, PageSection } from '../../shared/content/page';
import type { SearchRecord } from '../../shared/content/search-record';
import { useI18n } from '../app/i18n-context';
import type { Listings } from '../pages/content-data';
import { CardGrid } from './card-grid';
import { HeroBlock } from './hero-block';
import { HomeExplorerSlot } from './home-explorer-slot';
import { InspirationCard } from './inspiration-card';
import { ListingCard } from './listing-card';
import { RichText } from './rich-text';
import { SectionHead } from './section-head';

type ListingSection = Extract<PageSection, { kind: 'listing' }>;

/** Curated ids in their order when any of them is at hand, else everything the listing has. */
export function pickByIds<T>(items: readonly T[], ids: readonly number[], idOf: (item: T) => number): T[] {
  if (ids.length === 0) return [...items];
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const picked = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return picked.length > 0 ? picked : [...items];
}

function catalogueRecords(section: ListingSection, listings: Listings): SearchRecord[] {
  const pool =
    section.department === 'course'
      ? listings.courses
      : section.department === 'programme'
        ? listings.programmes
        : [...listings.courses, ...listings.programmes];
  return pickByIds(pool, section.itemIds, (record) => record.post_id);
}

function ListingBlock({ section, listings }: { section: ListingSection; listings: Listings | undefined }) {
  if (!listings) return null;
  const cards =
    section.source === 'inspiration'
      ? pickByIds(listings.inspiration, section.itemIds, (article) => article.id).map((article, index) => (
          <InspirationCard key={article.id} article={article} index={index} />
        ))
      : catalogueRecords(section, listings).map((record, index) => (
          <ListingCard key={record.objectID} record={record} index={index} />
        ));
  if (cards.length === 0) return null;
  return (
    <section className="page-band" aria-label={section.title}>
      <div className="page-band__inner">
        <SectionHead title={section.title} link={section.link} />
        <CardGrid layout={section.layout}>{cards}</CardGrid>
      </div>
    </section>
  );
}

/**
 * The blocks of a page in order. `hiddenAnchors` hides text sections that are not the active
 * tab of a tabs subnav; listing blocks read their items from `listings`.
 */
export function PageSections({
  page,
  listings,
  hiddenAnchors,
}: {
  page: Page;
  listings: Listings | undefined;
  hiddenAnchors?: ReadonlySet<string>;
}) {
  const { t } = useI18n();
  return (
    <>
      {page.sections.map((section, index) => {
        switch (section.kind) {
          case 'hero':
            return (
              <HeroBlock
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections have no ids and keep their order for the life of the page
                key={index}
                eyebrow={page.headerTitle}
                title={section.title}
                text={section.text}
                image={section.image}
                link={section.link}
              />
            );
          case 'text':
            return (
              <section
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections have no ids and keep their order for the life of the page
                key={index}
                className="page-band text-section"
                id={section.anchor ?? undefined}
                hidden={section.anchor ? hiddenAnchors?.has(section.anchor) : undefined}
                role={hiddenAnchors && section.anchor ? 'tabpanel' : undefined}
              >
                <div className="page-band__inner page-band__inner--narrow">
                  {section.title ? <h2>{section.title}</h2> : null}
                  <RichText html={section.html} />
                </div>
              </section>
            );
          case 'listing':
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections have no ids and keep their order for the life of the page
            return <ListingBlock key={index} section={section} listings={listings} />;
          case 'explorer':
            // The home page shows a row to swipe; the catalogue page, whose main content it is, a grid.
            return (
              <HomeExplorerSlot
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections have no ids and keep their order for the life of the page
                key={index}
                title={section.title || t('content.explore_title')}
                records={listings?.courses}
                layout={page.template === 'home' ? 'carousel' : 'waterfall'}
              />
            );
          default:
            return null;
        }
      })}
    </>
  );
}
