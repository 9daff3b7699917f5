import '@mantine/core/styles/Code.css';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { ReceiptLine } from '@/components/receipt-line';

/** The success state of the lottery form: the participant's codes, one per Rp 1,000,000. */
export function LotteryCodes({ codes, receipt, onAgain }: { codes: string[]; receipt?: string | undefined; onAgain: () => void }) {
  return (
    <Alert color="green" role="status" title={<Trans>Pendaftaran berhasil</Trans>}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <Trans>Simpan kode undian Anda ({codes.length}). Pemenang akan diumumkan di halaman ini.</Trans>
        </Text>
        <Group gap="xs">
          {codes.map((code) => (
            <Code key={code} fz="md" data-testid="lottery-code">
              {code}
            </Code>
          ))}
        </Group>
        <ReceiptLine receipt={receipt} />
        <Button variant="light" size="xs" onClick={onAgain}>
          <Trans>Daftarkan pembelian lain</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
