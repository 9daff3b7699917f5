import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Fieldset, Group, NativeSelect, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import classes from './product-list.module.css';
import { Link } from 'react-router';
import type { Brand, Category, CategoryFacet } from '@/contract/catalogue';
import type { SpecFilter } from '@/contract/spec-filters';
import type { SpecFacet } from '@/contract/catalogue';
import { parseProductFilters, SPEC_URL_PREFIX, type ProductFilters } from '@/features/catalogue/lib/product-filters';
import { useMyDevice } from '@/features/catalogue/my-device/my-device';

type Props = {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  /** Choosing a category on a category page opens that category's page instead. */
  onCategoryChange?: ((slug: string | undefined) => void) | undefined;
  categories: Category[];
  brands: Brand[];
  hideBrand?: boolean;
  /** The category's facet groups with counts (none without a category). */
  facets?: SpecFacet[] | undefined;
  /** The page's path: the form's GET target, so it works as a plain form before (or without) JavaScript. */
  action: string;
  /**
   * Search results (/search/{term}): the term is the page's, the order its relevance (no search field, no sort),
   * and the category is chosen among the results' categories with their counts (`categoryFacet`).
   */
  searchResults?: boolean;
  /** A search's categories with counts (none once a category is chosen). */
  categoryFacet?: CategoryFacet[] | undefined;
};

const fieldName = (key: string) => `${SPEC_URL_PREFIX}${key}`;
const formatNumber = (n: number) => String(Math.round(n * 100) / 100);

/**
 * Search, category, brand, sort, price and the category's specifications (docs/product.md §2.8): a GET form
 * whose field names are the list's URL parameters (src/features/catalogue/lib/product-filters.ts). Without
 * JavaScript the browser submits it and the server renders the filtered list; with it, choices apply at once
 * and typed values on "Terapkan filter", each as a new history entry (the back button undoes it).
 */
export function ProductFilterForm({
  filters,
  onChange,
  onCategoryChange,
  categories,
  brands,
  hideBrand = false,
  facets,
  action,
  searchResults = false,
  categoryFacet,
}: Props) {
  const { t } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  // The selects are controlled (the server's markup and the hydrated page select the same option); the form
  // is remounted for every new URL, so these start from it.
  const [categoryValue, setCategoryValue] = useState(filters.category ?? '');
  const [brandValue, setBrandValue] = useState(filters.brand ?? '');
  const [sortValue, setSortValue] = useState<string>(filters.sort);

  const apply = () => {
    if (!form.current) return;
    const data = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') data.append(name, value);
    // A range typed the wrong way round is put right, as the price's is.
    for (const [name, value] of [...data]) {
      if (!name.startsWith(SPEC_URL_PREFIX) || !name.endsWith('.min')) continue;
      const maxName = `${name.slice(0, -4)}.max`;
      const max = data.get(maxName);
      if (value && max && Number(value) > Number(max)) {
        data.set(name, max);
        data.set(maxName, value);
      }
    }
    const next = parseProductFilters(data);
    // Another category has other attributes: its filters by specification do not carry over.
    if (next.category !== filters.category) delete next.spec;
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const submitNow = () => form.current?.requestSubmit();
  const chosen = (key: string): SpecFilter | undefined => filters.spec?.find((f) => f.key === key);
  // "Perangkat saya": the URL's device, else the one kept on the device (known once hydrated).
  const device = useMyDevice();
  const fitsSlug = filters.fits ?? device?.slug;
  const fitsName = device && device.slug === fitsSlug ? device.name : fitsSlug;

  return (
    <form ref={form} method="get" action={action} onSubmit={submit} role="search" aria-label={t`Filter produk`}>
      <Stack gap="sm">
        {searchResults ? (
          <CategoryOptions categoryFacet={categoryFacet} chosen={filters.category} categories={categories} onPick={submitNow} />
        ) : (
          <TextInput label={t`Cari produk`} name="search" defaultValue={filters.search ?? ''} type="search" maxLength={200} />
        )}
        {searchResults ? null : (
          <NativeSelect
            label={t`Kategori`}
            name="category"
            value={categoryValue}
            onChange={(e) => {
              const slug = e.currentTarget.value;
              setCategoryValue(slug);
              if (onCategoryChange) onCategoryChange(slug || undefined);
              else submitNow();
            }}
            data={[{ value: '', label: t`Semua kategori` }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
          />
        )}
        {hideBrand ? null : (
          <NativeSelect
            label={t`Merek`}
            name="brand"
            value={brandValue}
            onChange={(e) => {
              setBrandValue(e.currentTarget.value);
              submitNow();
            }}
            data={[{ value: '', label: t`Semua merek` }, ...brands.map((b) => ({ value: b.slug, label: b.name }))]}
          />
        )}
        {searchResults ? null : (
          <NativeSelect
            label={t`Urutkan harga`}
            name="sort"
            value={sortValue}
            onChange={(e) => {
              setSortValue(e.currentTarget.value);
              submitNow();
            }}
            data={[
              { value: 'asc', label: t`Harga terendah` },
              { value: 'desc', label: t`Harga tertinggi` },
            ]}
          />
        )}
        <Fieldset legend={t`Harga (Rp)`} variant="unstyled" classNames={{ legend: classes.legend }}>
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              aria-label={t`Harga minimum`}
              placeholder={t`Min`}
              name="min_price"
              defaultValue={filters.minPrice ?? ''}
              min={0}
              thousandSeparator="."
              decimalSeparator=","
              allowDecimal={false}
              allowNegative={false}
              hideControls
            />
            <NumberInput
              aria-label={t`Harga maksimum`}
              placeholder={t`Maks`}
              name="max_price"
              defaultValue={filters.maxPrice ?? ''}
              min={0}
              thousandSeparator="."
              decimalSeparator=","
              allowDecimal={false}
              allowNegative={false}
              hideControls
            />
          </Group>
        </Fieldset>
        {fitsSlug ? (
          <Checkbox
            key={`fits-${fitsSlug}-${filters.fits ?? ''}`}
            name="fits"
            value={fitsSlug}
            defaultChecked={filters.fits === fitsSlug}
            onChange={submitNow}
            label={t`Hanya yang cocok untuk ${fitsName}`}
            size="sm"
            data-testid="fits-filter"
          />
        ) : null}
        {facets?.map((facet) => (
          <FacetGroup key={facet.key} facet={facet} chosen={chosen(facet.key)} onPick={submitNow} />
        ))}
        {!filters.category ? (
          <Text size="xs" c="dimmed">
            <Trans>Pilih kategori untuk menyaring menurut spesifikasi.</Trans>
          </Text>
        ) : null}
        <Group gap="sm">
          <Button type="submit">
            <Trans>Terapkan filter</Trans>
          </Button>
          <Button variant="subtle" component={Link} to={action}>
            <Trans>Atur ulang</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A search's categories with their counts, one to choose (decision 140): search spans categories whose
 * attributes differ, so the specifications to filter by come once one is chosen. Once chosen, the others are
 * a step back ("Semua kategori").
 */
function CategoryOptions({
  categoryFacet,
  chosen,
  categories,
  onPick,
}: {
  categoryFacet: CategoryFacet[] | undefined;
  chosen: string | undefined;
  categories: Category[];
  onPick: () => void;
}) {
  const { t } = useLingui();
  const offered = chosen
    ? [{ slug: chosen, name: categories.find((c) => c.slug === chosen)?.name ?? chosen, count: undefined }]
    : (categoryFacet ?? []);
  return (
    <Fieldset legend={t`Kategori`} variant="unstyled" classNames={{ legend: classes.legend }} data-facet="category">
      <Stack gap={6}>
        <Radio name="category" value="" defaultChecked={!chosen} onChange={onPick} label={t`Semua kategori`} size="sm" />
        {offered.map((c) => (
          <Radio
            key={c.slug}
            name="category"
            value={c.slug}
            defaultChecked={c.slug === chosen}
            onChange={onPick}
            label={c.count === undefined ? c.name : `${c.name} (${c.count})`}
            size="sm"
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

/** One attribute's filter: a number's range, a choice's options (any of them), or yes/no — with counts. */
function FacetGroup({ facet, chosen, onPick }: { facet: SpecFacet; chosen: SpecFilter | undefined; onPick: () => void }) {
  const { t } = useLingui();
  const name = fieldName(facet.key);
  const unit = facet.unit ? ` (${facet.unit})` : '';
  if (facet.type === 'number') {
    const range = chosen?.kind === 'range' ? chosen : undefined;
    const span =
      facet.min !== null && facet.max !== null
        ? `${facet.min === facet.max ? formatNumber(facet.min) : `${formatNumber(facet.min)}–${formatNumber(facet.max)}`}${facet.unit ? ` ${facet.unit}` : ''}`
        : '';
    return (
      <Fieldset legend={`${facet.label}${unit}`} variant="unstyled" classNames={{ legend: classes.legend }} data-facet={facet.key}>
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            aria-label={t`${facet.label} minimum`}
            name={`${name}.min`}
            placeholder={facet.min !== null ? formatNumber(facet.min) : t`Min`}
            defaultValue={range?.min ?? ''}
            decimalSeparator="."
            hideControls
            size="sm"
          />
          <NumberInput
            aria-label={t`${facet.label} maksimum`}
            name={`${name}.max`}
            placeholder={facet.max !== null ? formatNumber(facet.max) : t`Maks`}
            defaultValue={range?.max ?? ''}
            decimalSeparator="."
            hideControls
            size="sm"
          />
        </Group>
        {span ? (
          <Text size="xs" c="dimmed" mt={4}>
            <Trans>
              {facet.count} produk, {span}
            </Trans>
          </Text>
        ) : null}
      </Fieldset>
    );
  }
  if (facet.type === 'boolean') {
    const value = chosen?.kind === 'boolean' ? (chosen.value ? 'yes' : 'no') : '';
    return (
      <Fieldset legend={facet.label} variant="unstyled" classNames={{ legend: classes.legend }} data-facet={facet.key}>
        <Group gap="md">
          <Radio name={name} value="" defaultChecked={value === ''} onChange={onPick} label={t`Semua`} size="sm" />
          {facet.options.map((option) => (
            <Radio
              key={option.value}
              name={name}
              value={option.value}
              defaultChecked={value === option.value}
              disabled={option.count === 0 && value !== option.value}
              onChange={onPick}
              label={`${option.label} (${option.count})`}
              size="sm"
            />
          ))}
        </Group>
      </Fieldset>
    );
  }
  const values = chosen?.kind === 'choice' ? chosen.values : [];
  const offered = facet.options.filter((o) => o.count > 0 || values.includes(o.value));
  if (!offered.length) return null;
  return (
    <Fieldset legend={facet.label} variant="unstyled" classNames={{ legend: classes.legend }} data-facet={facet.key}>
      <Stack gap={6}>
        {offered.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            value={option.value}
            defaultChecked={values.includes(option.value)}
            onChange={onPick}
            label={`${option.label} (${option.count})`}
            size="sm"
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
