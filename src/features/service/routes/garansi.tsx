import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Container, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataAsOf } from '@/components/data-as-of';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import { useWarranty } from '../api/get-warranty';
import { ClaimSteps } from '../components/claim-steps';
import { FaqList } from '../components/faq-list';
import { PageSection } from '@/components/page-section';
import { WarrantyTable } from '../components/warranty-table';

/** docs/product.md §4, §9: a faulty unit is replaced with a new one only within 14 days of purchase. */
const REPLACEMENT_DAYS = 14;

/** /garansi: cover per brand, the 14-day replacement rule, claim steps and FAQ (docs/product.md §2). */
export default function GaransiPage() {
  const warranty = useWarranty();
  const days = warranty.data?.[0]?.replacement_days ?? REPLACEMENT_DAYS;
  return (
    <Container size="lg" py="xl">
      <PageHeading>
        <Trans>Garansi</Trans>
      </PageHeading>
      <Text c="dimmed" mb="md">
        <Trans>Produk resmi Denka bergaransi resmi di Indonesia. Cakupan garansi berbeda untuk unit, aksesori dan baterai.</Trans>
      </Text>
      <Alert variant="light" mb="xl" data-testid="replacement-rule" title={<Trans>Penggantian unit baru</Trans>}>
        <Trans>
          Penggantian dengan unit baru hanya berlaku dalam {days} hari sejak tanggal pembelian, untuk kerusakan karena cacat produksi.
        </Trans>
      </Alert>
      <Stack gap={48}>
        <PageSection title={<Trans>Cakupan garansi per merek</Trans>}>
          <Stack gap="sm">
            {warranty.isError ? (
              <LoadError hasData={Boolean(warranty.data)} onRetry={() => void warranty.refetch()} retrying={warranty.isFetching} />
            ) : null}
            {warranty.data ? <DataAsOf updatedAt={warranty.dataUpdatedAt} /> : null}
            {warranty.isError && !warranty.data ? null : <WarrantyTable policies={warranty.data} />}
          </Stack>
        </PageSection>
        <PageSection title={<Trans>Langkah klaim garansi</Trans>}>
          {warranty.data ? <ClaimSteps policies={warranty.data} /> : warranty.isPending ? <Skeleton height={200} /> : null}
          <Text mt="md">
            <Trans>
              Butuh perbaikan?{' '}
              <Anchor component={Link} to={paths.serviceCenter.getHref()}>
                Temukan service center terdekat
              </Anchor>
              .
            </Trans>
          </Text>
        </PageSection>
        <PageSection title={<Trans>Pertanyaan umum</Trans>}>
          <FaqList group="warranty" />
        </PageSection>
      </Stack>
    </Container>
  );
}
