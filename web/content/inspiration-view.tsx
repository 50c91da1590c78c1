import type { Inspiration } from '../../shared/content/inspiration';
import { useI18n } from '../app/i18n-context';
import { CardGrid } from '../catalogue/card-grid';
import { formatDate } from '../../shared/calendar/date-format';
import { InspirationCard } from './inspiration-card';
import { ItemHero } from '../catalogue/item-hero';
import { RichText } from './rich-text';

/** An inspiration article: hero with author and date, the text, then related articles. */
export function InspirationView({ article, related }: { article: Inspiration; related: readonly Inspiration[] }) {
  const { language, t } = useI18n();
  return (
    <article className="item-page article-page" data-testid="inspiration-page">
      <ItemHero
        eyebrow={article.topic ?? t('content.inspiration')}
        title={article.title}
        isNew={article.isNew}
        image={article.image}
        playbackId={article.muxPlaybackId}
      >
        {article.excerpt ? <p className="lead">{article.excerpt}</p> : null}
        <p className="article-page__byline">
          <span>{t('content.by', { name: article.author.name })}</span>
          {article.author.role ? <span>{article.author.role}</span> : null}
          <span>{t('content.published', { date: formatDate(article.publishedDate, language) })}</span>
          <span>{t('content.reading_time', { minutes: article.readingMinutes })}</span>
        </p>
      </ItemHero>
      <div className="article-page__body">
        <RichText html={article.content} className="rich-text--article" />
      </div>
      {related.length > 0 ? (
        <section className="page-band" aria-labelledby="related-title">
          <div className="page-band__inner">
            <h2 id="related-title">{t('content.related')}</h2>
            <CardGrid layout="waterfall">
              {related.map((item, index) => (
                <InspirationCard key={item.id} article={item} index={index} />
              ))}
            </CardGrid>
          </div>
        </section>
      ) : null}
    </article>
  );
}
