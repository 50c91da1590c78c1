import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useI18n } from '../app/i18n-context';
import { afterPaint } from '../lib/after-paint';
import { Icon } from '../ui/icon';
import { useHydrated } from '../lib/use-hydrated';
import {
  SLIDER,
  clampIndex,
  indexAfterSwipe,
  sliderFlags,
  sliderKind,
  swipeVelocity,
  trackOffset,
  type PointerSample,
  type SliderKind,
} from './slider-math';

/**
 * A slider of cards with previous/next buttons whose flags follow its position (slider-math.ts):
 * swipes (velocity over the last 200 ms), arrow keys, and focus moving into a hidden card all
 * move it. Without JavaScript the row scrolls sideways natively.
 */
export function Carousel({
  label,
  children,
  slideClassName,
}: {
  label: string;
  children: ReactNode;
  /** A class of the slide at an index; a slide it hides (display: none) is not counted. */
  slideClassName?: (index: number) => string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const slides = Children.toArray(children);
  // The slides shown: all of them until measured, then those the stylesheet does not hide.
  const [shown, setShown] = useState<number | null>(null);
  const count = Math.min(slides.length, shown ?? slides.length);
  const [index, setIndex] = useState(0);
  const [kind, setKind] = useState<SliderKind>('desktop');
  const [slideWidth, setSlideWidth] = useState(0);
  const [drag, setDrag] = useState<number | null>(null);
  const track = useRef<HTMLUListElement>(null);
  const pointer = useRef<{ startX: number; samples: PointerSample[] } | null>(null);

  const measure = useCallback(() => {
    const first = track.current?.firstElementChild;
    setSlideWidth(first instanceof HTMLElement ? first.offsetWidth : 0);
    setKind(sliderKind(window.innerWidth));
    const items = Array.from(track.current?.children ?? []);
    setShown(items.filter((item) => item.getClientRects().length > 0).length);
  }, []);

  // New slides (Show more) are counted once they are laid out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the number of slides is the trigger
  useEffect(() => afterPaint(measure), [measure, slides.length]);

  useEffect(() => {
    const cancelFirstMeasure = afterPaint(measure);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onResize = () => {
      measure();
      for (const delay of SLIDER.resizeRecheckMs) timers.push(setTimeout(measure, delay));
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      cancelFirstMeasure();
      timers.forEach(clearTimeout);
    };
  }, [measure]);

  useEffect(() => setIndex((current) => clampIndex(current, count, kind)), [count, kind]);

  const { hasPrevious, hasNext } = sliderFlags(index, count, kind);
  const go = (next: number) => setIndex(clampIndex(next, count, kind));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    pointer.current = { startX: event.clientX, samples: [{ time: event.timeStamp, x: event.clientX }] };
  };
  const onPointerMove = (event: PointerEvent) => {
    const state = pointer.current;
    if (!state) return;
    state.samples.push({ time: event.timeStamp, x: event.clientX });
    setDrag(event.clientX - state.startX);
  };
  const onPointerEnd = (event: PointerEvent) => {
    const state = pointer.current;
    pointer.current = null;
    setDrag(null);
    if (!state) return;
    const velocity = swipeVelocity(state.samples, event.timeStamp);
    setIndex(indexAfterSwipe(index, event.clientX - state.startX, velocity, slideWidth, count, kind));
  };

  const offset = trackOffset(index, slideWidth) + (drag ?? 0);
  return (
    <section
      className={`carousel${hydrated ? ' carousel--live' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="carousel"
    >
      <div
        className="carousel__viewport"
        onScroll={(event) => {
          if (hydrated) event.currentTarget.scrollLeft = 0;
        }}
      >
        <ul
          ref={track}
          className="carousel__track"
          style={
            hydrated
              ? {
                  transform: `translateX(${offset}px)`,
                  transition: drag === null ? `transform ${SLIDER.animationMs}ms ease` : 'none',
                  gap: `${SLIDER.spacing}px`,
                }
              : undefined
          }
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          {slides.map((slide, position) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the carousel's slides are its positions: the track moves by position and the list never reorders
              key={position}
              className={slideClassName ? `carousel__slide ${slideClassName(position)}` : 'carousel__slide'}
              onFocus={() => {
                if (position < index || position > index - SLIDER.maxOffset[kind] - 1) go(position);
              }}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {hydrated && (hasPrevious || hasNext) ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button carousel__button"
            aria-label={t('search.previous')}
            disabled={!hasPrevious}
            onClick={() => go(index - 1)}
            data-testid="carousel-previous"
          >
            <Icon name="chevron-left" />
          </button>
          <button
            type="button"
            className="icon-button carousel__button"
            aria-label={t('search.next')}
            disabled={!hasNext}
            onClick={() => go(index + 1)}
            data-testid="carousel-next"
          >
            <Icon name="chevron-right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
