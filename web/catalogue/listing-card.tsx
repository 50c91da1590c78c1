import { Link } from '../app/navigation';
import type { CardImage } from '../../shared/content/listing-cards';
import type { SearchRecord } from '../../shared/content/search-record';
import { useI18n } from '../app/i18n-context';
import { cardImageLoading, type CardImageLoading } from './card-image-loading';
import { Island } from '../islands/island';
import { VideoStill } from '../video/video-still';

/**
 * What a card shows of a catalogue record: the fields of the content service's records, which the
 * explorer's hits have too once the index's defaults (no pace, no image) are made explicit.
 */
export type ListingCardRecord = Pick<
  SearchRecord,
  'title' | 'url' | 'header_title' | 'new' | 'pace' | 'location_text' | 'content' | 'mux_id'
> & {
  image: CardImage;
  /** `article` for an inspiration article found by the site search: it has no dates or places. */
  department?: SearchRecord['department'];
};

/**
 * A card of the catalogue explorer: header image or video still, 'new'
 * badge, header title, title, pace (or the undefined-date text), locations, description and a
 * 'read more' call to action. The whole card is one link to the item's own url. `index` staggers
 * the still's fade-in. `image` says how its image loads: `lazy` below the fold, `eager` for cards
 * in the first rows of a page, `lead` for the one card image that is the page's largest paint.
 */
export function ListingCard({ record, index = 0, image = 'lazy' }: { record: ListingCardRecord; index?: number; image?: CardImageLoading }) {
  const { t } = useI18n();
  return (
    <article className="card listing-card" data-testid="listing-card">
      <div className="card__media">
        <img className="card__image" src={record.image.src} alt="" width={480} height={270} {...cardImageLoading(image)} />
        {record.mux_id ? <Island name="video-still" component={VideoStill} props={{ playbackId: record.mux_id, index }} /> : null}
        {record.mux_id ? <span className="card__video-mark" aria-hidden="true" /> : null}
        {record.new ? <span className="badge card__badge">{t('content.new')}</span> : null}
      </div>
      <div className="card__body">
        {record.header_title ? <p className="card__eyebrow">{record.header_title}</p> : null}
        <h3 className="card__title">
          <Link to={record.url} className="card__link">
            {record.title}
          </Link>
        </h3>
        {record.department === 'article' ? null : (
          <ul className="card__facts">
            <li className="card__fact card__fact--time">
              <span>{record.pace || t('content.undefined_date')}</span>
            </li>
            {record.location_text ? (
              <li className="card__fact card__fact--location">
                <span>{record.location_text}</span>
              </li>
            ) : null}
          </ul>
        )}
        {record.content ? <p className="card__description">{record.content}</p> : null}
        <span className="card__more" aria-hidden="true">
          {t('cta.read_more')}
        </span>
      </div>
    </article>
  );
}

/** The shimmer card shown while a listing's data is absent. */
export function ListingCardPlaceholder() {
  const { t } = useI18n();
  return (
    <div className="card card--placeholder" aria-hidden="true" data-testid="listing-card-placeholder">
      <div className="card__media shimmer" />
      <div className="card__body">
        <span className="shimmer shimmer--line shimmer--short" />
        <span className="shimmer shimmer--line shimmer--title" />
        <span className="shimmer shimmer--line" />
        <span className="shimmer shimmer--line" />
        <span className="visually-hidden">{t('content.loading')}</span>
      </div>
    </div>
  );
}
