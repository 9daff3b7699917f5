import { Trans } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { DealerFinder } from '../components/dealer-finder';

/** /authorized-store-app: the same finder in the app layout, large tap targets for staff on phones. */
export default function AuthorizedStoreAppPage() {
  return (
    <Container size="md" px="sm" py="md">
      <PageHeading size="h2">
        <Trans>Dealer Resmi</Trans>
      </PageHeading>
      <DealerFinder variant="app" />
    </Container>
  );
}
