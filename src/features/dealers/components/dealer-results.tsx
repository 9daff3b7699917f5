import { Trans } from '@lingui/react/macro';
import { memo } from 'react';
import { Button, Center, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaMatch } from '@/lib/use-media-match';
import { ListPagination } from '@/components/list-pagination';
import { clampPage, PAGE_SIZE, pageCount } from '@/lib/pagination';
import type { DealerRow } from '../lib/filter-dealers';
import { DealerCard } from './dealer-card';
import { OnlineStoreCard } from './online-store-card';

type Props = {
  /** The matching dealers from the `offset`-th on (all of them when every dealer is on the device). */
  rows: DealerRow[] | undefined;
  /** How many match (default: `rows.length`). */
  total?: number | undefined;
  offset?: number | undefined;
  page: number;
  onPageChange: (page: number) => void;
  large?: boolean;
};

/** Skeletons of the first page while the dealers load: same grid, no layout shift. */
function ResultsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={210} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/**
 * The dealers of the current page (desktop) or of pages 1…n with "view more" (phones), docs/product.md §9.
 * Memoised: the finder renders again, urgently, each time one of its reads changes state (every dealer
 * arriving, the regions), and a page of cards re-rendered with it took ~60 ms of a 4× slowed CPU.
 */
export const DealerResults = memo(function DealerResults({
  rows,
  total = rows?.length ?? 0,
  offset = 0,
  page,
  onPageChange,
  large = false,
}: Props) {
  const phone = useMediaMatch('(max-width: 48em)');
  if (!rows) return <ResultsSkeleton />;
  if (total === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text fw={600}>
          <Trans>Dealer tidak ditemukan</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Coba ubah filter atau kata kunci pencarian.</Trans>
        </Text>
      </Paper>
    );
  }
  const current = clampPage(page, total);
  const from = phone ? 0 : (current - 1) * PAGE_SIZE;
  const shown = rows.slice(Math.max(0, from - offset), current * PAGE_SIZE - offset);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="dealer-list">
        {shown.map(({ dealer, km }) =>
          dealer.type === 'online_store' ? (
            <OnlineStoreCard key={dealer.id} store={dealer} large={large} />
          ) : (
            <DealerCard key={dealer.id} dealer={dealer} km={km} large={large} />
          ),
        )}
      </SimpleGrid>
      {phone ? (
        current < pageCount(total) ? (
          <Center>
            <Button variant="outline" size={large ? 'lg' : 'md'} onClick={() => onPageChange(current + 1)}>
              <Trans>Lihat lebih banyak</Trans>
            </Button>
          </Center>
        ) : null
      ) : (
        <ListPagination total={total} page={current} onChange={onPageChange} />
      )}
    </Stack>
  );
});
