import { Trans } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { ServiceCenterFinder } from '../components/service-center-finder';

/** /service-center-app: the centre finder in the app layout, large tap targets for staff on phones. */
export default function ServiceCenterAppPage() {
  return (
    <Container size="md" px="sm" py="md">
      <PageHeading size="h2">
        <Trans>Service Center</Trans>
      </PageHeading>
      <ServiceCenterFinder variant="app" />
    </Container>
  );
}
