import { Trans } from '@lingui/react/macro';
import { Container, Text } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { DealerFinder } from '../components/dealer-finder';

/** /authorized-store: the dealer finder under the site layout (docs/product.md §2). */
export default function AuthorizedStorePage() {
  return (
    <Container size="xl" py="xl">
      <PageHeading>
        <Trans>Dealer Resmi</Trans>
      </PageHeading>
      <Text c="dimmed" mb="lg">
        <Trans>Temukan dealer resmi Denka terdekat: telepon, kirim WhatsApp atau buka petunjuk arah langsung dari sini.</Trans>
      </Text>
      <DealerFinder />
    </Container>
  );
}
