import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useHolidays } from '@/api/get-holidays';
import { useCallback, useMemo } from 'react';
import { useLocation, type Location } from 'react-router';
import { DataAsOf } from '@/components/data-as-of';
import { FilterForm, FilterSubmit } from '@/components/filter-form';
import { LoadError } from '@/components/load-error';
import { useDeferredArrival } from '@/lib/use-deferred-arrival';
import { useNow } from '@/lib/use-now';
import { useDealers } from '../api/get-dealers';
import { useFinderScreen } from '../api/get-finder-screen';
import { useStoreCities } from '../api/get-store-cities';
import { useStoreProvinces } from '../api/get-store-provinces';
import { brandsOf, citiesOf, filterDealers, provincesOf, sortDealers, type DealerSort } from '../lib/filter-dealers';
import { DealerFilters } from './dealer-filters';
import { DealerMapPanel } from './dealer-map-panel';
import { DealerResults } from './dealer-results';
import { GeoNotice } from './geo-notice';
import { TypeSwitch } from './type-switch';
import { useFinderParams } from './use-finder-params';
import { useGeoPosition } from './use-geo-position';

type Props = { variant?: 'site' | 'app' };

/** The finder of the other kind of store, as the switch makes it: the same filters, the first page, sorted by name. */
export function typeHref({ pathname, search }: Pick<Location, 'pathname' | 'search'>, type: 'offline_store' | 'online_store'): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('sort');
  if (type === 'online_store') params.set('type', 'online');
  else params.delete('type');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The dealer finder of /authorized-store and /authorized-store-app: all on the device, so it works offline. */
export function DealerFinder({ variant = 'site' }: Props) {
  const { t } = useLingui();
  const large = variant === 'app';
  const [params, update] = useFinderParams();
  const location = useLocation();
  const dealers = useDealers(params.type);
  const provincesQuery = useStoreProvinces();
  const citiesQuery = useStoreCities(params.provinceId);
  const geo = useGeoPosition();
  // Thousands of dealers appear at once: rendered in short slices, not one long task (decision 112).
  const all = useDeferredArrival(dealers.data);
  const offline = params.type === 'offline_store';

  // Region lists come from the server when it answers, else from the cached dealers (offline; decision 025).
  const provinces = provincesQuery.data ?? provincesOf(all ?? []);
  const cities = params.provinceId ? (citiesQuery.data ?? citiesOf(all ?? [], params.provinceId)) : [];
  // A city of another province counts for nothing: the form sent without scripts keeps the city chosen before
  // its province changed (the app clears it as the province changes).
  const cityId = cities.length && !cities.some((city) => city.id === params.cityId) ? '' : params.cityId;
  const { provinceId, brand, search, sort, page, open, type } = params;
  // Until every dealer is on the device (the browser reads them after hydrating), the server's first screen,
  // made once the province's cities are known (the city above is checked against them).
  const screen = useFinderScreen(
    { type, provinceId, cityId, brand, search, sort, page, open },
    !provinceId || citiesQuery.data !== undefined || citiesQuery.isError,
  );
  const brands = useMemo(() => (all ? brandsOf(all) : (screen?.brands ?? [])), [all, screen]);
  const holidays = useHolidays();
  const now = useNow();
  // The clock counts only while the open-now filter is on: otherwise the list stays put as minutes pass.
  const openAt = offline && params.open ? now : undefined;
  const filtered = useMemo(
    () =>
      all
        ? filterDealers(
            all,
            offline
              ? { provinceId, cityId, brand, search, openAt: openAt === undefined ? undefined : { now: openAt, holidays } }
              : { brand, search },
          )
        : undefined,
    [all, offline, provinceId, cityId, brand, search, openAt, holidays],
  );
  const rows = useMemo(() => filtered && sortDealers(filtered, sort, geo.position), [filtered, sort, geo.position]);
  const shown = rows ? { rows, total: rows.length, offset: 0 } : screen;

  const changePage = useCallback((next: number) => update({ page: next }), [update]);

  const changeSort = (next: DealerSort) => {
    if (next === 'near' && !geo.position) geo.request(() => update({ sort: 'near' }));
    else update({ sort: next });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <TypeSwitch
          size={large ? 'md' : 'sm'}
          label={t`Jenis toko`}
          value={params.type}
          onChange={(value) => update({ type: value, sort: 'asc' })}
          options={[
            { value: 'offline_store', label: t`Toko offline` },
            { value: 'online_store', label: t`Toko online` },
          ]}
        />
        {/* Without scripts the switch is two links the server answers (decision 113). */}
        <noscript>
          <Group component="nav" aria-label={t`Jenis toko`} gap="md">
            <Anchor href={typeHref(location, 'offline_store')} aria-current={offline ? 'page' : undefined} fw={offline ? 700 : 400}>
              {t`Toko offline`}
            </Anchor>
            <Anchor href={typeHref(location, 'online_store')} aria-current={offline ? undefined : 'page'} fw={offline ? 400 : 700}>
              {t`Toko online`}
            </Anchor>
          </Group>
        </noscript>
        {dealers.data ? <DataAsOf updatedAt={dealers.dataUpdatedAt} /> : dealers.isError ? null : <DataAsOf updatedAt={undefined} />}
      </Group>
      {dealers.isError ? <LoadError hasData={Boolean(all)} onRetry={() => void dealers.refetch()} retrying={dealers.isFetching} /> : null}
      <FilterForm label={t`Filter dealer`}>
        {params.type === 'online_store' ? <input type="hidden" name="type" value="online" /> : null}
        <DealerFilters
          params={{ ...params, cityId }}
          onChange={update}
          onSortChange={changeSort}
          provinces={provinces}
          cities={cities}
          brands={brands}
          large={large}
        />
        <GeoNotice geo={geo} wanted={offline && sort === 'near'} onRetry={() => changeSort('near')} />
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" aria-live="polite" data-testid="dealer-count">
            {shown ? <Trans>{shown.total} dealer ditemukan</Trans> : <Trans>Memuat dealer…</Trans>}
          </Title>
          <Group gap="md">
            {offline ? (
              <Checkbox
                size={large ? 'md' : 'sm'}
                name="open"
                value="1"
                label={<Trans>Buka sekarang</Trans>}
                checked={params.open}
                onChange={(event) => update({ open: event.currentTarget.checked })}
                data-testid="open-now-filter"
              />
            ) : null}
            <FilterSubmit size={large ? 'md' : 'sm'} />
            {offline && shown?.total ? (
              <Button
                data-needs-js
                variant="outline"
                size={large ? 'md' : 'sm'}
                aria-expanded={params.map}
                onClick={() => update({ map: !params.map })}
              >
                {params.map ? <Trans>Sembunyikan peta</Trans> : <Trans>Tampilkan peta</Trans>}
              </Button>
            ) : null}
          </Group>
        </Group>
      </FilterForm>
      {offline && params.map && filtered ? <DealerMapPanel dealers={filtered} large={large} /> : null}
      {offline && sort === 'near' && geo.position ? (
        <Text size="sm" c="dimmed">
          <Trans>Diurutkan dari yang terdekat dengan lokasi Anda.</Trans>
        </Text>
      ) : null}
      <DealerResults rows={shown?.rows} total={shown?.total} offset={shown?.offset} page={page} onPageChange={changePage} large={large} />
    </Stack>
  );
}
