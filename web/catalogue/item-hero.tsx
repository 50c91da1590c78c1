import type { ReactNode } from 'react';
import type { ContentImage } from '../../shared/content/content-primitives';
import { useI18n } from '../app/i18n-context';
import { Island } from '../islands/island';
import { ItemMedia } from './item-media';

/**
 * The opening band of a course, programme or article: text beside the image or video. With a
 * video the band turns dark, in the colour the video service gives for it once that arrives (set
 * by the video's island, web/catalogue/item-media.tsx).
 */
export function ItemHero({
  eyebrow,
  title,
  isNew,
  image,
  playbackId,
  children,
}: {
  eyebrow: string;
  title: string;
  isNew: boolean;
  image: ContentImage;
  playbackId: string | null;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className={playbackId ? 'item-hero item-hero--video' : 'item-hero'} data-testid="item-hero">
      <div className="item-hero__inner">
        <div className="item-hero__text">
          <p className="eyebrow">
            {eyebrow}
            {isNew ? <span className="badge item-hero__badge">{t('content.new')}</span> : null}
          </p>
          <h1 tabIndex={-1}>{title}</h1>
          {children}
        </div>
        <div className="item-hero__media">
          <Island name="item-media" component={ItemMedia} props={{ image, playbackId, title }} />
        </div>
      </div>
    </section>
  );
}
