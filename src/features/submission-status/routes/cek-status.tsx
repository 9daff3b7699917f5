import { Trans } from '@lingui/react/macro';
import { Container, Paper, Stack, Text } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { StatusLookupForm } from '../components/status-lookup-form';

/** /cek-status: a job application's or a warranty/service claim's status (docs/decisions/310). */
export default function CekStatusPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <PageHeading mb="xs">
            <Trans>Cek Status Kiriman</Trans>
          </PageHeading>
          <Text c="dimmed">
            <Trans>
              Lamaran kerja, klaim garansi dan permintaan dukungan dapat dilacak dengan nomor referensi dan email yang Anda isi.
            </Trans>
          </Text>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <StatusLookupForm />
        </Paper>
      </Stack>
    </Container>
  );
}
