import { useLingui } from '@lingui/react';
import { Container } from '@mantine/core';
import { ComingSoonState } from '@/components/coming-soon-state';
import { PageHeading } from '@/components/page-heading';
import { useRouteHandle } from '../route-handle';

/** Every route whose feature issue is still open: its real heading and a "segera hadir" state. */
export default function ComingSoonPage() {
  const handle = useRouteHandle();
  const { i18n } = useLingui();
  return (
    <Container size="lg" py="xl">
      <PageHeading>{handle?.title ? i18n._(handle.title) : null}</PageHeading>
      <ComingSoonState />
    </Container>
  );
}
