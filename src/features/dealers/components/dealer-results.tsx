import { Trans } from '@lingui/react/macro';
import { Button, Center, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaMatch } from '@/lib/use-media-match';
import { ListPagination } from '@/components/list-pagination';
import { clampPage, pageCount, pageItems } from '@/lib/pagination';
import type { DealerRow } from '../lib/filter-dealers';
import { DealerCard } from './dealer-card';
import { OnlineStoreCard } from './online-store-card';

type Props = {
  rows: DealerRow[] | undefined;
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

/** The dealers of the current page (desktop) or of pages 1…n with "view more" (phones), docs/product.md §9. */
export function DealerResults({ rows, page, onPageChange, large = false }: Props) {
  const phone = useMediaMatch('(max-width: 48em)');
  if (!rows) return <ResultsSkeleton />;
  if (rows.length === 0) {
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
  const current = clampPage(page, rows.length);
  const shown = pageItems(rows, current, { cumulative: phone });
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
        current < pageCount(rows.length) ? (
          <Center>
            <Button variant="outline" size={large ? 'lg' : 'md'} onClick={() => onPageChange(current + 1)}>
              <Trans>Lihat lebih banyak</Trans>
            </Button>
          </Center>
        ) : null
      ) : (
        <ListPagination total={rows.length} page={current} onChange={onPageChange} />
      )}
    </Stack>
  );
}
