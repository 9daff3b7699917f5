import { Trans } from '@lingui/react/macro';
import { Container, Stack, Text } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { PageSection } from '@/components/page-section';
import { RepairTerms } from '../components/repair-terms';
import { ServiceLinks } from '../components/service-links';

/** /service&garansi: service and warranty at a glance, with the repair terms, leading to the detail pages. */
export default function ServiceGaransiPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeading>
        <Trans>Service & Garansi</Trans>
      </PageHeading>
      <Text c="dimmed" mb="lg">
        <Trans>Semua produk resmi Denka bergaransi dan dilayani oleh service center resmi di berbagai kota.</Trans>
      </Text>
      <Stack gap={48}>
        <PageSection title={<Trans>Pilih layanan</Trans>}>
          <ServiceLinks headingLevel={3} />
        </PageSection>
        <PageSection title={<Trans>Ketentuan servis dan garansi</Trans>}>
          <RepairTerms />
        </PageSection>
      </Stack>
    </Container>
  );
}
