import { Link } from '../app/navigation';
import type { ArticleCard } from '../../shared/content/listing-cards';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { Island } from '../islands/island';
import { VideoStill } from '../video/video-still';

/** A card of an inspiration article: image or video still, topic, title, excerpt, reading time. */
export function InspirationCard({ article, index = 0 }: { article: ArticleCard; index?: number }) {
  const { language, t } = useI18n();
  return (
    <article className="card inspiration-card" data-testid="inspiration-card">
      <div className="card__media">
        <img className="card__image" src={article.image.src} alt="" width={480} height={270} loading="lazy" decoding="async" />
        {article.muxPlaybackId ? (
          <Island name="video-still" component={VideoStill} props={{ playbackId: article.muxPlaybackId, index }} />
        ) : null}
        {article.isNew ? <span className="badge card__badge">{t('content.new')}</span> : null}
      </div>
      <div className="card__body">
        <p className="card__eyebrow">{article.headerTitle || article.topic || t('content.inspiration')}</p>
        <h3 className="card__title">
          <Link to={pathFor('inspiration', language, { slug: article.slug })} className="card__link">
            {article.title}
          </Link>
        </h3>
        <p className="card__description">{article.excerpt}</p>
        <ul className="card__facts">
          <li className="card__fact card__fact--time">
            <span>{t('content.reading_time', { minutes: article.readingMinutes })}</span>
          </li>
        </ul>
        <span className="card__more" aria-hidden="true">
          {t('cta.read_more')}
        </span>
      </div>
    </article>
  );
}
