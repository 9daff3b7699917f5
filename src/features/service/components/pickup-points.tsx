import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { telHref } from '@/lib/contact-links';
import { clampPage, pageItems } from '@/lib/pagination';
import { usePickupPoints } from '../api/get-pickup-points';
import { useServiceCenters } from '../api/get-service-centers';
import { filterPickupPoints } from '../lib/filter-centers';

type Props = { cityId: string };

/** Pickup and drop points (in the city chosen above, or all), 10 per page (docs/product.md §2, §9). */
export function PickupPoints({ cityId }: Props) {
  const points = usePickupPoints();
  const centers = useServiceCenters();
  const [page, setPage] = useState(1);
  if (points.isPending) return <Skeleton height={160} radius="md" />;
  if (!points.data) return <LoadError onRetry={() => void points.refetch()} retrying={points.isFetching} />;
  const rows = filterPickupPoints(points.data, cityId, centers.data);
  if (rows.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Belum ada titik pickup & drop di kota ini; kirim unit ke service center terdekat.</Trans>
      </Text>
    );
  }
  const current = clampPage(page, rows.length);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pageItems(rows, current).map((point) => (
          <Paper key={point.id} withBorder p="sm" component="li" data-testid="pickup-point">
            <Text fw={600} size="sm">
              {point.name}
            </Text>
            <Text size="sm">{point.address}</Text>
            <Text size="sm" c="dimmed">
              {point.city.name}
            </Text>
            <Text size="sm">
              <Trans>Jam buka: {point.opening_hours}</Trans>
            </Text>
            <Text size="sm" component="a" href={telHref(point.phone)} c="denka.8" td="underline">
              {point.phone}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ListPagination total={rows.length} page={current} onChange={setPage} linked={false} />
    </Stack>
  );
}
