import { Trans } from '@lingui/react/macro';
import { Container, Text } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { ServiceLinks } from '../components/service-links';

/** /layanan: the services overview leading to service centres, dealers, warranty and the app. */
export default function LayananPage() {
  return (
    <Container size="lg" py="xl">
      <PageHeading>
        <Trans>Layanan</Trans>
      </PageHeading>
      <Text c="dimmed" mb="lg">
        <Trans>Layanan purnajual Denka: dari membeli di dealer resmi hingga servis dan klaim garansi.</Trans>
      </Text>
      <ServiceLinks />
    </Container>
  );
}
