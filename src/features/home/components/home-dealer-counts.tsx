import { numberFormat } from '@/lib/intl-formats';
import { Trans } from '@lingui/react/macro';
import { Button, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDealerDistribution } from '@/api/get-dealer-distribution';
import { PageSection } from '@/components/page-section';
import { QueryView } from '@/components/query-view';
import classes from './home.module.css';

/** Dealer counts: offline dealers, online stores, service centres and provinces (v3/utils/fetch_dealer). */
export function HomeDealerCounts() {
  const distribution = useDealerDistribution();
  return (
    <PageSection id="home-dealers" title={<Trans>Jaringan Dealer Resmi</Trans>}>
      <QueryView query={distribution} skeleton={<Skeleton height={120} />}>
        {(data) => (
          <>
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              <Stat value={data.total_offline} label={<Trans>Dealer offline</Trans>} />
              <Stat value={data.total_online} label={<Trans>Toko online resmi</Trans>} />
              <Stat value={data.service_centers} label={<Trans>Service center</Trans>} />
              <Stat value={data.provinces.length} label={<Trans>Provinsi</Trans>} />
            </SimpleGrid>
            <Button component={Link} to={paths.authorizedStore.getHref()} mt="md">
              <Trans>Cari dealer terdekat</Trans>
            </Button>
          </>
        )}
      </QueryView>
    </PageSection>
  );
}

function Stat({ value, label }: { value: number; label: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid="dealer-stat">
      <Text className={classes.stat}>{numberFormat('id-ID').format(value)}</Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}
