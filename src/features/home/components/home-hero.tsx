import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@mantine/core';
import { useMainSlider } from '../api/get-main-slider';
import { QueryView } from '@/components/query-view';
import { SlideCarousel } from './slide-carousel';
import classes from './home.module.css';

/** The hero slider; its first image is the page's LCP element and loads with priority (decision 113). */
export function HomeHero() {
  const { t } = useLingui();
  const slider = useMainSlider();
  return (
    <div data-testid="section-hero">
      <QueryView
        query={slider}
        // Same box as the slide (phone art 640×800, wide 1024×384), so nothing shifts when it arrives.
        skeleton={<Skeleton className={classes.heroSkeleton} />}
        isEmpty={(slides) => slides.length === 0}
      >
        {(slides) => <SlideCarousel slides={slides} label={t`Sorotan produk`} priority />}
      </QueryView>
    </div>
  );
}
