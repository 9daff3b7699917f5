import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useHolidays } from '@/api/get-holidays';
import { useNow } from '@/lib/use-now';
import { useMediaMatch } from '@/lib/use-media-match';
import { useMemo } from 'react';
import { DataAsOf } from '@/components/data-as-of';
import { FilterForm, FilterSubmit } from '@/components/filter-form';
import { ListPagination } from '@/components/list-pagination';
import { LoadError } from '@/components/load-error';
import { clampPage, pageCount, pageItems } from '@/lib/pagination';
import { useServiceCenters } from '../api/get-service-centers';
import { citiesOfCenters, filterCenters, sortByName } from '../lib/filter-centers';
import { ServiceCenterCard } from './service-center-card';
import { useCenterParams } from './use-center-params';

type Props = { variant?: 'site' | 'app' };

/** Service centres with city filter, search and sort, all on the device so it also works offline (decision 025). */
export function ServiceCenterFinder({ variant = 'site' }: Props) {
  const { t } = useLingui();
  const large = variant === 'app';
  const size = large ? 'md' : 'sm';
  const phone = useMediaMatch('(max-width: 48em)');
  const [params, update] = useCenterParams();
  const centers = useServiceCenters();
  const cities = useMemo(() => citiesOfCenters(centers.data ?? []), [centers.data]);
  const holidays = useHolidays();
  const now = useNow();
  // The clock counts only while the open-now filter is on: otherwise the list stays put as minutes pass.
  const openAt = params.open ? now : undefined;
  const { cityId, search, sort } = params;
  const rows = useMemo(
    () =>
      centers.data &&
      sortByName(
        filterCenters(centers.data, { cityId, search, openAt: openAt === undefined ? undefined : { now: openAt, holidays } }),
        sort,
      ),
    [centers.data, cityId, search, sort, openAt, holidays],
  );
  const page = clampPage(params.page, rows?.length ?? 0);

  return (
    <Stack gap="md">
      {centers.data ? <DataAsOf updatedAt={centers.dataUpdatedAt} /> : null}
      {centers.isError ? (
        <LoadError hasData={Boolean(centers.data)} onRetry={() => void centers.refetch()} retrying={centers.isFetching} />
      ) : null}
      <FilterForm label={t`Filter service center`}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            type="search"
            name="q"
            size={size}
            label={<Trans>Cari service center</Trans>}
            placeholder={t`Nama, kota atau merek`}
            defaultValue={params.search}
            onChange={(event) => update({ search: event.currentTarget.value })}
          />
          <NativeSelect
            size={size}
            name="city"
            label={<Trans>Kota</Trans>}
            value={params.cityId}
            onChange={(event) => update({ cityId: event.currentTarget.value })}
            data={[{ value: '', label: t`Semua kota` }, ...cities.map((city) => ({ value: city.id, label: city.name }))]}
          />
          <NativeSelect
            size={size}
            name="sort"
            label={<Trans>Urutkan</Trans>}
            value={params.sort}
            onChange={(event) => update({ sort: event.currentTarget.value === 'desc' ? 'desc' : 'asc' })}
            data={[
              { value: 'asc', label: t`Nama A–Z` },
              { value: 'desc', label: t`Nama Z–A` },
            ]}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="sm">
          <Text fw={700} aria-live="polite" data-testid="service-center-count">
            {rows ? <Trans>{rows.length} service center ditemukan</Trans> : <Trans>Memuat service center…</Trans>}
          </Text>
          <Group gap="md">
            <Checkbox
              size={size}
              name="open"
              value="1"
              label={<Trans>Buka sekarang</Trans>}
              checked={params.open}
              onChange={(event) => update({ open: event.currentTarget.checked })}
              data-testid="open-now-filter"
            />
            <FilterSubmit size={size} />
          </Group>
        </Group>
      </FilterForm>
      {!rows ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} aria-hidden="true">
          {[0, 1].map((i) => (
            <Skeleton key={i} height={230} radius="md" />
          ))}
        </SimpleGrid>
      ) : rows.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>
            <Trans>Service center tidak ditemukan</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Coba pilih kota lain atau ubah kata kunci.</Trans>
          </Text>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="service-center-list">
            {pageItems(rows, page, { cumulative: phone }).map((center) => (
              <ServiceCenterCard key={center.id} center={center} large={large} headingLevel={large ? 2 : 3} />
            ))}
          </SimpleGrid>
          {phone ? (
            page < pageCount(rows.length) ? (
              <Center>
                <Button variant="outline" size={large ? 'lg' : 'md'} onClick={() => update({ page: page + 1 })}>
                  <Trans>Lihat lebih banyak</Trans>
                </Button>
              </Center>
            ) : null
          ) : (
            <ListPagination total={rows.length} page={page} onChange={(next) => update({ page: next })} />
          )}
        </>
      )}
    </Stack>
  );
}
