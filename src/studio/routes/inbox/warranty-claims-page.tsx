import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useWarrantyClaims } from '../../api/warranty-claims';
import { LoadError, PageLoader } from '../../components/page-states';
import { ClaimCard } from './claim-card';
import { inboxPaths } from './paths';

// Second warranty claims (docs/decisions/133-warranty-registration-subscriptions.md): a customer activated a serial
// another registration already holds. Each waiting claim is shown beside the holder, with both purchase proofs;
// staff approve (the activation moves to the claim) or refuse with a reason, and the customer is mailed.

export function WarrantyClaimsPage() {
  const claims = useWarrantyClaims();
  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>
          <Trans>Klaim garansi kedua</Trans>
        </Title>
        <Anchor component={Link} to={inboxPaths.list()} size="sm" underline="always">
          <Trans>Kembali ke kotak masuk</Trans>
        </Anchor>
      </Group>
      <Text size="sm">
        <Trans>
          Pelanggan mengaktifkan nomor seri yang sudah aktif pada registrasi lain. Bandingkan kedua klaim dan bukti pembeliannya, lalu
          setujui (garansi pindah ke klaim baru) atau tolak dengan alasan. Pelanggan diberi tahu lewat email dalam bahasanya.
        </Trans>
      </Text>
      {claims.isPending && <PageLoader />}
      {claims.isError && <LoadError error={claims.error} onRetry={() => void claims.refetch()} />}
      {claims.data?.length === 0 && (
        <Text c="dimmed" data-testid="claims-empty">
          <Trans>Tidak ada klaim yang menunggu keputusan.</Trans>
        </Text>
      )}
      {claims.data?.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
}
