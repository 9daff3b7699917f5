import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Title } from '@mantine/core';
import { ActivationForm } from '../components/activation-form';
import { WarrantyCheck } from '../components/warranty-check';
import { AccountPage } from './page-shell';

/** /aktivasi-garansi: anyone checks a serial number; owners activate with serial + registration number. */
export default function AktivasiGaransiPage() {
  return (
    <AccountPage
      title={<Trans>Aktivasi Garansi</Trans>}
      lead={<Trans>Cek status garansi dengan nomor seri, atau aktifkan garansi produk yang sudah Anda daftarkan.</Trans>}
      size="md"
    >
      <Stack gap="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="warranty-check">
          <Title order={2} size="h3" id="warranty-check" mb="sm">
            <Trans>Cek garansi</Trans>
          </Title>
          <WarrantyCheck />
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="warranty-activation">
          <Title order={2} size="h3" id="warranty-activation" mb="sm">
            <Trans>Aktifkan garansi</Trans>
          </Title>
          <ActivationForm />
        </Paper>
      </Stack>
    </AccountPage>
  );
}
