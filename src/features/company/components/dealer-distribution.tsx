import { Trans } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DealerDistribution as Distribution } from '@/contract/dealers';

type Props = { distribution: Distribution | undefined; loading: boolean };

const number = new Intl.NumberFormat('id-ID');

/** Dealer distribution area: totals and the dealer count of each island region (v3/utils/fetch_dealer). */
export function DealerDistribution({ distribution, loading }: Props) {
  return (
    <section aria-labelledby="about-distribution">
      <Title order={2} id="about-distribution" mb="sm">
        <Trans>Area Distribusi Dealer</Trans>
      </Title>
      {loading ? <Skeleton height={200} aria-hidden="true" /> : null}
      {distribution ? (
        <>
          <Group gap="xl" mb="lg" wrap="wrap">
            <Stat value={distribution.total_offline} label={<Trans>dealer resmi</Trans>} />
            <Stat value={distribution.total_online} label={<Trans>toko online resmi</Trans>} />
            <Stat value={distribution.service_centers} label={<Trans>service center</Trans>} />
            <Stat value={distribution.provinces.length} label={<Trans>provinsi</Trans>} />
          </Group>
          <SimpleGrid
            component="ul"
            cols={{ base: 2, sm: 3, md: 4 }}
            spacing="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="dealer-regions"
          >
            {distribution.regions.map((region) => (
              <Paper component="li" key={region.key} withBorder p="md" radius="md">
                <Text fw={700}>{region.name}</Text>
                <Text size="xl" fw={800} c="denka.8">
                  {number.format(region.store_count)}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>dealer di {region.province_count} provinsi</Trans>
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </section>
  );
}

function Stat({ value, label }: { value: number; label: ReactNode }) {
  return (
    <div>
      <Text size="2rem" fw={800} c="denka.8" lh={1.1}>
        {number.format(value)}
      </Text>
      <Text size="sm">{label}</Text>
    </div>
  );
}
