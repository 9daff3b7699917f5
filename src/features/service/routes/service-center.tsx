import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { FaqList } from '../components/faq-list';
import { HowItWorks } from '../components/how-it-works';
import { PageSection } from '@/components/page-section';
import { PickupPoints } from '../components/pickup-points';
import { RepairTerms } from '../components/repair-terms';
import { ServiceCenterFinder } from '../components/service-center-finder';
import { useCenterParams } from '../components/use-center-params';

/** /service-center: centres, six-step flow, repair terms, pickup and drop points, FAQ (docs/product.md §2). */
export default function ServiceCenterPage() {
  const [params] = useCenterParams();
  return (
    <Container size="xl" py="xl">
      <PageHeading>
        <Trans>Service Center</Trans>
      </PageHeading>
      <Text c="dimmed" mb="lg">
        <Trans>Perbaikan resmi oleh teknisi Denka dengan suku cadang asli, bergaransi dan tersebar di berbagai kota.</Trans>
      </Text>
      <Stack gap={48}>
        <PageSection title={<Trans>Lokasi service center</Trans>}>
          <ServiceCenterFinder />
        </PageSection>
        <PageSection title={<Trans>Cara kerja servis</Trans>}>
          <HowItWorks />
        </PageSection>
        <PageSection title={<Trans>Syarat perbaikan</Trans>}>
          <RepairTerms />
        </PageSection>
        <PageSection title={<Trans>Titik pickup & drop</Trans>} testId="pickup-points">
          <PickupPoints key={params.cityId} cityId={params.cityId} />
        </PageSection>
        <PageSection title={<Trans>Pertanyaan umum</Trans>}>
          <FaqList group="service" />
        </PageSection>
      </Stack>
    </Container>
  );
}
