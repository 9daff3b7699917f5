import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Text } from '@mantine/core';
import { useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Slide } from '@/contract/home';
import { HERO_IMAGE } from '@/contract/home-terms';
import classes from './slide-carousel.module.css';
import { lighterSizes, useDataSaver } from '@/lib/data-saver';

type Props = {
  slides: Slide[];
  label: string;
  /** The home hero: the first slide is the LCP image and loads with priority. */
  priority?: boolean;
  /** Phone art (portrait) below 48em; the wide image above. */
  artDirected?: boolean;
  sizes?: string;
};

const ratio = (image: Slide['image']) => (image.width && image.height ? `${image.width} / ${image.height}` : undefined);
const ratios = (slide: Slide) =>
  ({ '--slide-ratio-phone': ratio(slide.image_mobile), '--slide-ratio-wide': ratio(slide.image) }) as CSSProperties;

// Slide links are internal paths from the CMS (e.g. "/product-info/insta360-x5").
export function SlideCarousel({ slides, label, priority = false, artDirected = true, sizes: wanted = HERO_IMAGE.sizes }: Props) {
  const { t } = useLingui();
  const sizes = useDataSaver() ? lighterSizes(wanted) : wanted; // smaller renditions (src/lib/data-saver.ts)
  const viewport = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = viewport.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={classes.viewport} ref={viewport}>
        {slides.map((slide, index) => {
          const first = priority && index === 0;
          return (
            <Link key={slide.id} to={slide.link} className={classes.slide} data-testid="slide">
              <picture>
                {artDirected ? (
                  <source
                    media={HERO_IMAGE.phoneMedia}
                    srcSet={slide.image_mobile.srcset ?? slide.image_mobile.url}
                    sizes={sizes}
                    width={slide.image_mobile.width}
                    height={slide.image_mobile.height}
                  />
                ) : null}
                <img
                  src={slide.image.url}
                  srcSet={slide.image.srcset}
                  sizes={sizes}
                  width={slide.image.width}
                  height={slide.image.height}
                  alt=""
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : 'auto'}
                  className={artDirected ? classes.artDirected : undefined}
                  // Each art's own ratio per breakpoint, so the box is right before the picture decodes (no shift).
                  style={{ display: 'block', width: '100%', height: 'auto', ...(artDirected ? ratios(slide) : {}) }}
                />
              </picture>
              <div className={classes.caption}>
                <Text fw={700} size="lg">
                  {slide.title}
                </Text>
                <Text size="sm">{slide.subtitle}</Text>
              </div>
            </Link>
          );
        })}
      </div>
      {slides.length > 1 ? (
        <div className={classes.controls}>
          <ActionIcon variant="light" size="lg" onClick={() => scroll(-1)} aria-label={t`Slide sebelumnya`}>
            ‹
          </ActionIcon>
          <ActionIcon variant="light" size="lg" onClick={() => scroll(1)} aria-label={t`Slide berikutnya`}>
            ›
          </ActionIcon>
        </div>
      ) : null}
    </div>
  );
}
