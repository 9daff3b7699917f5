import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { BrandTag, RegionRef } from '@/contract/dealers';
import type { DealerSort } from '../lib/filter-dealers';
import type { FinderParams } from '../lib/filter-dealers';

type Props = {
  params: FinderParams;
  onChange: (patch: Partial<FinderParams>) => void;
  onSortChange: (sort: DealerSort) => void;
  provinces: RegionRef[];
  cities: RegionRef[];
  brands: BrandTag[];
  large?: boolean;
};

/**
 * Search, province → city, brand and sort; native selects work well on phones and offline (decision 025). Each
 * field is named as its URL parameter (use-finder-params.ts), so the finder's `FilterForm` works without scripts.
 */
export function DealerFilters({ params, onChange, onSortChange, provinces, cities, brands, large = false }: Props) {
  const { t } = useLingui();
  const offline = params.type === 'offline_store';
  const size = large ? 'md' : 'sm';
  const option = (region: { id?: string; slug?: string; name: string }) => ({ value: region.id ?? region.slug ?? '', label: region.name });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: offline ? 5 : 3 }} spacing="sm">
      <TextInput
        type="search"
        name="q"
        size={size}
        label={<Trans>Cari dealer</Trans>}
        placeholder={offline ? t`Nama dealer atau kota` : t`Nama toko atau marketplace`}
        defaultValue={params.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
      />
      {offline ? (
        <>
          <NativeSelect
            size={size}
            name="province"
            label={<Trans>Provinsi</Trans>}
            value={params.provinceId}
            onChange={(event) => onChange({ provinceId: event.currentTarget.value, cityId: '' })}
            data={[{ value: '', label: t`Semua provinsi` }, ...provinces.map(option)]}
          />
          <NativeSelect
            size={size}
            name="city"
            label={<Trans>Kota</Trans>}
            value={params.cityId}
            disabled={params.provinceId === ''}
            description={params.provinceId === '' ? t`Pilih provinsi dulu` : undefined}
            onChange={(event) => onChange({ cityId: event.currentTarget.value })}
            data={[{ value: '', label: t`Semua kota` }, ...cities.map(option)]}
          />
        </>
      ) : null}
      <NativeSelect
        size={size}
        name="brand"
        label={<Trans>Merek</Trans>}
        value={params.brand}
        onChange={(event) => onChange({ brand: event.currentTarget.value })}
        data={[{ value: '', label: t`Semua merek` }, ...brands.map(option)]}
      />
      <NativeSelect
        size={size}
        name="sort"
        label={<Trans>Urutkan</Trans>}
        value={params.sort}
        onChange={(event) =>
          onSortChange(event.currentTarget.value === 'desc' ? 'desc' : event.currentTarget.value === 'near' ? 'near' : 'asc')
        }
        data={[
          { value: 'asc', label: t`Nama A–Z` },
          { value: 'desc', label: t`Nama Z–A` },
          ...(offline ? [{ value: 'near', label: t`Terdekat dari saya` }] : []),
        ]}
      />
    </SimpleGrid>
  );
}
