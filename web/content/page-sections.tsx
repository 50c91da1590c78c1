import type { PageSection } from '../../shared/content/page';
import { articleCardsOf, catalogueCardsOf } from '../../shared/content/listing-cards';
import type { Listings, PageBlocks } from '../../shared/pages/content-pages';
import type { ExplorerData } from '../../shared/pages/explorer-data';
import { useI18n } from '../app/i18n-context';
import { CardGrid } from '../catalogue/card-grid';
import { HeroBlock } from './hero-block';
import { HomeExplorerSlot } from './home-explorer-slot';
import { InspirationCard } from './inspiration-card';
import { ListingCard } from '../catalogue/listing-card';
import { RichText } from './rich-text';
import { SectionHead } from './section-head';

type ListingSection = Extract<PageSection, { kind: 'listing' }>;

function ListingBlock({ section, listings }: { section: ListingSection; listings: Listings | undefined }) {
  if (!listings) return null;
  const cards =
    section.source === 'inspiration'
      ? articleCardsOf(section, listings.inspiration).map((article, index) => (
          <InspirationCard key={article.id} article={article} index={index} />
        ))
      : catalogueCardsOf(section, listings).map((record, index) => <ListingCard key={record.post_id} record={record} index={index} />);
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
 * The blocks of a page in order (a tabs subnav shows one anchored text section at a time, see
 * web/header/subnav.tsx); listing blocks read their items from `listings`, an explorer section
 * shows `explorer` (the page's search from its URL query) when the page has one.
 */
export function PageSections({
  page,
  listings,
  explorer,
}: {
  page: PageBlocks;
  listings: Listings | undefined;
  explorer?: ExplorerData | undefined;
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
                explorer={explorer}
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
