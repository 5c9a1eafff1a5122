// The carousel under the property and room carousels (one slide per view,
// previous/next wrap around;: a slide index that is not a number or numeric string throws).
// The server renders plain slides (the first one visible); swiper is imported only after
// hydration, so it never delays the first paint, and each carousel starts it only when it comes
// near the viewport or the guest reaches for it (startWhenWanted). Arrow keys work when
// the carousel itself has focus (never globally, since a page holds many carousels), and the
// previous/next controls are ordinary buttons. Autoplay (3000 ms, off by default) adds a
// Pause / Play button (carousel-autoplay.ts).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { HotelImage } from '../../data/hotel-details.ts';
import { toSlideIndex, wrapIndex } from '../../data/hotel-status.ts';
import { MediaImage } from '../../ui/media-image.tsx';
import { useAutoplay } from './carousel-autoplay.ts';
import './image-carousel.css';

export interface ImageCarouselProps {
  images: readonly HotelImage[];
  /** The carousel's accessible name ("Photos of Longstay Suites Austin Downtown"). */
  label: string;
  /** A number or a numeric string; anything else throws. */
  initialSlide?: unknown;
  /** Looping (previous on the first slide goes to the last). */
  loop?: boolean;
  /** Room carousel: its previous button does nothing on the first slide. */
  previousStopsAtFirst?: boolean;
  /** Inline styles for every image, applied after hydration (the CSP blocks style attributes). */
  imageStyle?: Partial<CSSStyleDeclaration>;
  /** Extra controls for one slide (e.g. the room carousel's expand button). */
  slideControls?: (image: HotelImage, index: number) => ReactNode;
  /** Overlays on the whole carousel (ribbon, favorite heart, details button). */
  children?: ReactNode;
  className?: string;
  /** Loads the first image eagerly and first (the hotel page's main image, its largest paint). */
  priority?: boolean;
  /** How wide a slide shows, as the layout decides (the images' `sizes`). */
  sizes?: string;
  /** Moves on by itself every 3000 ms; off by default. */
  autoplay?: boolean;
  /** Arrow keys anywhere on the page move it (the full-screen viewer, alone in its modal dialog). */
  pageKeys?: boolean;
}

export function ImageCarousel({
  images,
  label,
  initialSlide = 0,
  loop = true,
  previousStopsAtFirst = false,
  imageStyle,
  slideControls,
  children,
  className,
  priority = false,
  sizes = '100vw',
  autoplay = false,
  pageKeys = false,
}: ImageCarouselProps) {
  const count = images.length;
  const start = wrapIndex(toSlideIndex(initialSlide), count);
  const root = useRef<HTMLDivElement>(null);
  const carousel = useRef<HTMLElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(start);
  // The slide shown as of the last key or click, ahead of React's render: two arrow keys pressed
  // before the page re-renders move two slides, not one.
  const current = useRef(start);
  const swiped = useRef(false);
  const show = (index: number) => {
    current.current = index;
    setActive(index);
  };

  useEffect(() => {
    const element = carousel.current;
    if (!element || count < 2) return;
    let cancelled = false;
    let instance: SwiperInstance | null = null;
    const stopWatching = startWhenWanted(element, async () => {
      const { default: Swiper } = await import('swiper');
      // Its own task: carousels that start together (the code arriving for all of them at once)
      // do not add up to one long task.
      await new Promise((resolve) => setTimeout(resolve));
      if (cancelled || !root.current) return;
      instance = new Swiper(root.current, {
        slidesPerView: 1,
        loop,
        // Where the guest has moved to while swiper's code was on its way (keys work before it).
        initialSlide: current.current,
        speed: 300,
        allowTouchMove: true,
        // A swipe tells the carousel where it went. A key or a button has already set the slide
        // (goTo): the events swiper sends while it re-orders a looping track under quick presses
        // may name a slide in between, and are not taken.
        on: {
          touchStart: () => void (swiped.current = true),
          slideChange: (s) => {
            if (swiped.current) show(s.realIndex);
          },
        },
      });
      swiper.current = instance;
    });
    return () => {
      cancelled = true;
      stopWatching();
      instance?.destroy(true, true);
      swiper.current = null;
    };
  }, [count, loop, start]);

  // Until swiper has started (or when it never does), show the active slide by moving the track.
  useEffect(() => {
    if (swiper.current) return;
    const track = root.current?.querySelector<HTMLElement>('.swiper-wrapper');
    if (track) track.style.transform = active ? `translateX(-${active * 100}%)` : '';
  }, [active]);

  useEffect(() => {
    if (!imageStyle || !root.current) return;
    for (const img of root.current.querySelectorAll('img')) Object.assign(img.style, imageStyle);
  }, [imageStyle]);

  const goTo = (index: number) => {
    const target = wrapIndex(index, count);
    swiped.current = false;
    if (swiper.current) {
      if (loop) swiper.current.slideToLoop(target);
      else swiper.current.slideTo(target);
    }
    show(target);
  };
  const previous = () => {
    if (previousStopsAtFirst && current.current === 0) return;
    goTo(current.current - 1);
  };
  const next = () => goTo(current.current + 1);
  // A room carousel that stops at its first slide does not loop: autoplay wraps it regardless.
  const play = useAutoplay(autoplay, count, next, active);
  const onArrow = (key: string): boolean => {
    if (key === 'ArrowLeft') previous();
    else if (key === 'ArrowRight') next();
    else return false;
    return true;
  };
  const arrows = useRef(onArrow);
  arrows.current = onArrow;
  useEffect(() => {
    if (!pageKeys) return;
    const listener = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && arrows.current(event.key)) event.preventDefault();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [pageKeys]);

  if (count === 0) return null;
  return (
    <section
      ref={carousel}
      className={['image-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      {...play.holdOn}
    >
      <div
        className="image-carousel__viewport"
        tabIndex={0}
        role="group"
        aria-label={`${label}: use the left and right arrow keys to change photos`}
        onKeyDown={(event) => {
          if (!pageKeys && onArrow(event.key)) event.preventDefault();
        }}
      >
        <div className="swiper" ref={root}>
          <div className="swiper-wrapper">
            {images.map((image, index) => (
              <div
                key={image.uri}
                className="swiper-slide image-carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                inert={index !== active}
              >
                <MediaImage
                  uri={image.uri}
                  alt={image.altText}
                  width={800}
                  height={533}
                  sizes={sizes}
                  priority={index === start && priority}
                  maxWidth={1600}
                  className="media-image--contents"
                />
                {slideControls?.(image, index)}
              </div>
            ))}
          </div>
        </div>
      </div>
      {children}
      {count > 1 ? (
        <div className="image-carousel__controls">
          {autoplay ? (
            <button
              type="button"
              className="image-carousel__button image-carousel__button--play"
              aria-label={play.paused ? 'Play slideshow' : 'Pause slideshow'}
              onClick={play.togglePaused}
            >
              <span aria-hidden="true">{play.paused ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="image-carousel__button image-carousel__button--previous"
            aria-label="Previous photo"
            onClick={previous}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {/* A moving slideshow is not announced at every turn (APG carousel pattern). */}
          <p className="image-carousel__status" aria-live={play.running ? 'off' : 'polite'}>
            {`${active + 1} of ${count}`}
          </p>
          <button
            type="button"
            className="image-carousel__button image-carousel__button--next"
            aria-label="Next photo"
            onClick={next}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** How far outside the viewport a carousel starts swiper. */
const NEAR_VIEWPORT = '200px 0px';
const REACHING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `start` once, when `element` comes near the viewport or a pointer, a touch or the focus
 * reaches it. Swiper only adds the swipe (keys and buttons work without it), and starting it
 * reads the layout and restyles the track: a hotel page holds five carousels, four of them far
 * below the first screen, which no longer all start in the page's first seconds. Returns a
 * function that stops watching.
 */
function startWhenWanted(element: Element, start: () => Promise<void>): () => void {
  let started = false;
  const want = () => {
    if (started) return;
    started = true;
    stop();
    // Without swiper's code (offline) the carousel keeps its keys and buttons.
    start().catch(() => undefined);
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) want();
          },
          { rootMargin: NEAR_VIEWPORT },
        );
  const stop = () => {
    observer?.disconnect();
    for (const type of REACHING_EVENTS) element.removeEventListener(type, want);
  };
  for (const type of REACHING_EVENTS) element.addEventListener(type, want, { passive: true });
  if (observer) observer.observe(element);
  else want();
  return stop;
}
