import { Trans } from '@lingui/react/macro';
import { Container, Stack } from '@mantine/core';
import { DeferredSection } from '@/components/deferred-section';
import { PageHeading } from '@/components/page-heading';
import { HydrationBoundary } from '@/lib/use-hydrated';
import { TrendingSection } from '@/features/catalogue/components/trending-section';
import { RecentlyViewed } from '@/features/catalogue/saved/recently-viewed';
import { HomeAbout } from '@/features/home/components/home-about';
import { HomeBrands } from '@/features/home/components/home-brands';
import { HomeCategories } from '@/features/home/components/home-categories';
import { HomeDealerCounts } from '@/features/home/components/home-dealer-counts';
import { HomeFeatures, HomeProductSection } from '@/features/home/components/home-features';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeArticles, HomeEvents } from '@/features/home/components/home-posts';
import { HomePromotions } from '@/features/home/components/home-promotions';
import { HomeTestimonials } from '@/features/home/components/home-testimonials';
import { HomeVideos } from '@/features/home/components/home-videos';

/**
 * Home `/`: the home page's own blocks (src/features/home) with the catalogue's trending products, composed
 * here in the app layer because the page spans two features (docs/decisions/200-code-structure.md).
 * Every section reads its own block, so one slow call never blocks the rest; the sections below the hero,
 * categories and brands start their reads after the first screen's (docs/decisions/113-first-screen.md).
 */
export default function HomePage() {
  return (
    <Container size="xl" py="md">
      <PageHeading size="h3" mb="sm">
        <Trans>Distributor Resmi Kamera & Video Gear</Trans>
      </PageHeading>
      <Stack gap={48}>
        {/* The first screen, hydrated in parts, each with its own commit (docs/decisions/113-first-screen.md). */}
        <HydrationBoundary>
          <HomeHero />
        </HydrationBoundary>
        <HydrationBoundary>
          <HomeCategories />
        </HydrationBoundary>
        <HydrationBoundary>
          <HomeBrands />
        </HydrationBoundary>
        {/* Below the fold on a phone: rendered near the viewport or once the page is idle. */}
        <DeferredSection>
          <HomePromotions />
        </DeferredSection>
        <DeferredSection>
          <TrendingSection />
        </DeferredSection>
        {/* The products this device opened last (none: nothing at all); from the device, offline too. */}
        <RecentlyViewed limit={8} />
        <DeferredSection>
          <HomeAbout sectionKey="section_1" />
        </DeferredSection>
        <DeferredSection>
          <HomeProductSection />
        </DeferredSection>
        <DeferredSection>
          <HomeTestimonials />
        </DeferredSection>
        <DeferredSection>
          <HomeEvents />
        </DeferredSection>
        <DeferredSection>
          <HomeVideos />
        </DeferredSection>
        <DeferredSection>
          <HomeFeatures />
        </DeferredSection>
        <DeferredSection>
          <HomeAbout sectionKey="section_2" reverse />
        </DeferredSection>
        <DeferredSection>
          <HomeArticles />
        </DeferredSection>
        <DeferredSection>
          <HomeDealerCounts />
        </DeferredSection>
      </Stack>
    </Container>
  );
}
