import { Trans } from '@lingui/react/macro';
import { Container, Stack } from '@mantine/core';
import { DeferredSection } from '../../../../components/deferred-section';
import { PageHeading } from '../../../../components/page-heading';
import { HomeAbout } from './home-about';
import { HomeBrands } from './home-brands';
import { HomeCategories } from './home-categories';
import { HomeDealerCounts } from './home-dealer-counts';
import { HomeFeatures, HomeProductSection } from './home-features';
import { HomeHero } from './home-hero';
import { HomeArticles, HomeEvents } from './home-posts';
import { HomePromotions } from './home-promotions';
import { HomeTestimonials } from './home-testimonials';
import { HomeTrending } from './home-trending';
import { HomeVideos } from './home-videos';

/**
 * Home `/` (issue #6 §1): every section reads its own block, so one slow call never blocks the rest; the
 * sections below the hero, categories and brands start their reads after the first screen's (issue #6 LCP).
 */
export default function HomePage() {
  return (
    <Container size="xl" py="md">
      <PageHeading size="h3" mb="sm">
        <Trans>Distributor Resmi Kamera & Video Gear</Trans>
      </PageHeading>
      <Stack gap={48}>
        <HomeHero />
        <HomeCategories />
        <HomeBrands />
        {/* Below the fold on a phone: rendered near the viewport or once the page is idle. */}
        <DeferredSection><HomePromotions /></DeferredSection>
        <DeferredSection><HomeTrending /></DeferredSection>
        <DeferredSection><HomeAbout sectionKey="section_1" /></DeferredSection>
        <DeferredSection><HomeProductSection /></DeferredSection>
        <DeferredSection><HomeTestimonials /></DeferredSection>
        <DeferredSection><HomeEvents /></DeferredSection>
        <DeferredSection><HomeVideos /></DeferredSection>
        <DeferredSection><HomeFeatures /></DeferredSection>
        <DeferredSection><HomeAbout sectionKey="section_2" reverse /></DeferredSection>
        <DeferredSection><HomeArticles /></DeferredSection>
        <DeferredSection><HomeDealerCounts /></DeferredSection>
      </Stack>
    </Container>
  );
}
