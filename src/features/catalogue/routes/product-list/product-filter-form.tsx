import '@mantine/core/styles/NumberInput.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Brand, Category } from '@/contract/catalogue';
import type { PriceSort, ProductFilters } from '@/features/catalogue/lib/product-filters';

type Props = {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  /** Choosing a category on a category page opens that category's page instead. */
  onCategoryChange?: ((slug: string | undefined) => void) | undefined;
  categories: Category[];
  brands: Brand[];
  hideBrand?: boolean;
};

const toNumber = (value: string | number) => (value === '' ? undefined : Math.max(0, Math.round(Number(value))));

/** Price range, category, brand, sort and search (docs/product.md §2.8). Selects apply at once; text on submit. */
export function ProductFilterForm({ filters, onChange, onCategoryChange, categories, brands, hideBrand = false }: Props) {
  const { t } = useLingui();
  // Local drafts of the typed fields only; the applied filters stay in the URL.
  const [search, setSearch] = useState(filters.search ?? '');
  const [min, setMin] = useState<string | number>(filters.minPrice ?? '');
  const [max, setMax] = useState<string | number>(filters.maxPrice ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let minPrice = toNumber(min);
    let maxPrice = toNumber(max);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    const next: ProductFilters = { ...filters, search: search.trim() || undefined, minPrice, maxPrice };
    onChange(next);
  };
  const setCategory = (slug: string) => {
    if (onCategoryChange) onCategoryChange(slug || undefined);
    else onChange({ ...filters, category: slug || undefined });
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} role="search" aria-label={t`Filter produk`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: hideBrand ? 3 : 4 }} spacing="sm">
        <TextInput label={t`Cari produk`} value={search} onChange={(e) => setSearch(e.currentTarget.value)} type="search" maxLength={200} />
        <NativeSelect
          label={t`Kategori`}
          value={filters.category ?? ''}
          onChange={(e) => setCategory(e.currentTarget.value)}
          data={[{ value: '', label: t`Semua kategori` }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
        />
        {hideBrand ? null : (
          <NativeSelect
            label={t`Merek`}
            value={filters.brand ?? ''}
            onChange={(e) => onChange({ ...filters, brand: e.currentTarget.value || undefined })}
            data={[{ value: '', label: t`Semua merek` }, ...brands.map((b) => ({ value: b.slug, label: b.name }))]}
          />
        )}
        <NativeSelect
          label={t`Urutkan harga`}
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.currentTarget.value as PriceSort })}
          data={[
            { value: 'asc', label: t`Harga terendah` },
            { value: 'desc', label: t`Harga tertinggi` },
          ]}
        />
        <NumberInput
          label={t`Harga minimum`}
          value={min}
          onChange={setMin}
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          prefix="Rp "
          allowDecimal={false}
          allowNegative={false}
          hideControls
        />
        <NumberInput
          label={t`Harga maksimum`}
          value={max}
          onChange={setMax}
          min={0}
          thousandSeparator="."
          decimalSeparator=","
          prefix="Rp "
          allowDecimal={false}
          allowNegative={false}
          hideControls
        />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button type="submit">
          <Trans>Terapkan filter</Trans>
        </Button>
        <Button
          variant="subtle"
          type="button"
          onClick={() => {
            setSearch('');
            setMin('');
            setMax('');
            onChange({ sort: 'asc' });
          }}
        >
          <Trans>Atur ulang</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
