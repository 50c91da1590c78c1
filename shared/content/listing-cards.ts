import type { ContentImage } from './content-primitives';
import type { Inspiration } from './inspiration';
import type { PageSection } from './page';
import type { SearchRecord } from './search-record';

/** A card's image: decoration beside the card's title (its alt text is empty), so only its file. */
export type CardImage = Pick<ContentImage, 'src'>;

/**
 * What a catalogue card shows, and its id (which curated lists pick and React keys by); the
 * cards come in one list per department, so they need not say theirs.
 */
export type CatalogueCard = Pick<
  SearchRecord,
  'post_id' | 'title' | 'url' | 'header_title' | 'new' | 'pace' | 'location_text' | 'content' | 'mux_id'
> & {
  image: CardImage;
};

/** What an article card shows. */
export type ArticleCard = Pick<
  Inspiration,
  'id' | 'slug' | 'title' | 'headerTitle' | 'topic' | 'excerpt' | 'muxPlaybackId' | 'isNew' | 'readingMinutes'
> & { image: CardImage };

/** The cards a page's listing sections draw from: catalogue cards per department, and articles. */
export interface Listings {
  courses: CatalogueCard[];
  programmes: CatalogueCard[];
  inspiration: ArticleCard[];
}

type ListingSection = Extract<PageSection, { kind: 'listing' }>;

/**
 * Cards an uncurated carousel shows: a row to swipe, not the whole list. Its block's link leads to
 * the rest, and every card more costs each visitor its markup, its data and its layout.
 */
export const CAROUSEL_CARDS = 6;

/**
 * Curated ids in their order when any of them is at hand, else the first `uncurated` of everything
 * the listing has (all of it unless told).
 */
export function pickByIds<T>(items: readonly T[], ids: readonly number[], idOf: (item: T) => number, uncurated = items.length): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const picked = ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  return picked.length > 0 ? picked : items.slice(0, uncurated);
}

// An editor's curated list is shown whole; an uncurated carousel shows its first few cards.
const uncuratedCount = (section: ListingSection) => (section.layout === 'carousel' ? CAROUSEL_CARDS : Number.POSITIVE_INFINITY);

/** The catalogue cards a listing section shows, in order. */
export function catalogueCardsOf<Card extends Pick<CatalogueCard, 'post_id'>>(
  section: ListingSection,
  pools: { courses: readonly Card[]; programmes: readonly Card[] },
): Card[] {
  const pool =
    section.department === 'course'
      ? pools.courses
      : section.department === 'programme'
        ? pools.programmes
        : [...pools.courses, ...pools.programmes];
  return pickByIds(pool, section.itemIds, (card) => card.post_id, uncuratedCount(section));
}

/** The article cards a listing section shows, in order. */
export function articleCardsOf<Card extends Pick<ArticleCard, 'id'>>(section: ListingSection, articles: readonly Card[]): Card[] {
  return pickByIds(articles, section.itemIds, (article) => article.id, uncuratedCount(section));
}

function catalogueCard(record: CatalogueCard): CatalogueCard {
  const { post_id, title, url, header_title, pace, location_text, content, mux_id, image } = record;
  return {
    post_id,
    title,
    url,
    header_title,
    new: record.new,
    pace,
    location_text,
    content,
    mux_id,
    image: { src: image.src },
  };
}

function articleCard(article: ArticleCard): ArticleCard {
  const { id, slug, title, headerTitle, topic, excerpt, image, muxPlaybackId, isNew, readingMinutes } = article;
  return { id, slug, title, headerTitle, topic, excerpt, image: { src: image.src }, muxPlaybackId, isNew, readingMinutes };
}

/**
 * What a page sends of its listings: only the cards its sections show, with only the fields a card
 * shows. The page picks with the same functions from what it gets, so it shows the same cards.
 */
export function listingsShown(sections: readonly PageSection[], pools: Listings): Listings {
  const listings = sections.filter((section): section is ListingSection => section.kind === 'listing');
  const catalogue = new Set(
    listings.filter((section) => section.source === 'catalogue').flatMap((section) => catalogueCardsOf(section, pools)),
  );
  const articles = new Set(
    listings.filter((section) => section.source === 'inspiration').flatMap((section) => articleCardsOf(section, pools.inspiration)),
  );
  return {
    courses: pools.courses.filter((card) => catalogue.has(card)).map(catalogueCard),
    programmes: pools.programmes.filter((card) => catalogue.has(card)).map(catalogueCard),
    inspiration: pools.inspiration.filter((article) => articles.has(article)).map(articleCard),
  };
}
