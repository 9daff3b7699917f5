import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useBrands } from '@/api/get-brands';
import { useCategories } from '@/api/get-categories';
import type { SpecError, SpecFilter } from '@/contract/spec-filters';
import type { SpecFacet } from '@/contract/catalogue';
import { formatRupiah } from '@/lib/format';
import { useProductList } from '@/features/catalogue/api/get-product-list';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';
import {
  activeFilterCount,
  productFiltersToParams,
  type FixedFilters,
  type ProductFilters,
} from '@/features/catalogue/lib/product-filters';
import { ProductFilterForm } from './product-filter-form';
import { useProductFilters } from './use-product-filters';
import classes from './product-list.module.css';

type Props = {
  category?: string;
  brand?: string;
  /** /search/{term}: the results of a search term, narrowed by its categories and then by a category's specifications. */
  search?: string;
  /** How a card writes the product's name (the search page marks the term in it). */
  renderName?: (name: string) => ReactNode;
  /** The cards' heading level (h3 under a section's own h2). */
  cardHeading?: 'h2' | 'h3';
};

const SHEET_ID = 'filter-produk';
/** With the filters beside it the grid has less room: 2 across on phones, 3 on tablets and laptops, 4 wide. */
const LIST_COLS = { base: 2, sm: 3, lg: 3, xl: 4 };

/**
 * The filterable product list: page 1 replaces the list, "load more" appends the next page (docs/product.md
 * §4); the category's specifications filter it with counts (docs/decisions/140-search-and-reads-at-scale.md).
 */
export function ProductList({ category, brand, search, renderName, cardHeading = 'h2' }: Props) {
  const { t } = useLingui();
  const fixed = useMemo<FixedFilters>(() => ({ category, brand, search }), [category, brand, search]);
  const { filters, setFilters, urlErrors } = useProductFilters(fixed);
  const list = useProductList(filters);
  const categories = useCategories();
  const brands = useBrands();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const sheet = useRef<HTMLElement>(null);

  // On a category page another category is another page; the other filters (not its specifications) go along.
  const openCategory = category
    ? (slug: string | undefined) => {
        const rest: ProductFilters = { ...filters, category: undefined, spec: undefined };
        const query = productFiltersToParams(rest).toString();
        const path = slug ? paths.productCategory.getHref({ slug }) : paths.productCategories.getHref();
        void navigate(query ? `${path}?${query}` : path);
      }
    : undefined;

  const first = list.data?.pages[0];
  const products = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = first?.total ?? 0;
  const facets = first?.facets;
  const ignored: SpecError[] = [...urlErrors, ...(first?.ignored ?? [])];
  const applied = { ...filters, spec: filters.spec?.filter((f) => !ignored.some((e) => e.key === f.key)) };
  const count = activeFilterCount(applied, fixed);
  const bar = useRef<HTMLDivElement>(null);

  // The sticky bar sits under the sticky site header, whatever its height (the ticker may be there or not).
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header || !bar.current || typeof ResizeObserver === 'undefined') return;
    const set = () => bar.current?.style.setProperty('--list-header-height', `${header.getBoundingClientRect().height}px`);
    set();
    const observer = new ResizeObserver(set);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!open) return;
    sheet.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const openSheet = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  const closeSheet = (event?: MouseEvent) => {
    event?.preventDefault();
    setOpen(false);
  };

  return (
    <div className={classes.layout}>
      <aside
        id={SHEET_ID}
        ref={sheet}
        tabIndex={-1}
        className={classes.sheet}
        data-open={open || undefined}
        aria-label={t`Filter produk`}
        data-testid="filter-panel"
      >
        <div className={classes.sheetHeader}>
          <Title order={2} size="h4">
            <Trans>Filter</Trans>
          </Title>
          <CloseButton component="a" href="#" onClick={closeSheet} aria-label={t`Tutup filter`} />
        </div>
        <ProductFilterForm
          key={`${location.pathname}?${location.search}`}
          filters={filters}
          onChange={setFilters}
          onCategoryChange={openCategory}
          categories={categories.data ?? []}
          brands={brands.data ?? []}
          hideBrand={Boolean(brand)}
          facets={facets}
          action={location.pathname}
          searchResults={Boolean(search)}
          categoryFacet={first?.categories}
        />
        <div className={classes.sheetHeader}>
          <Button fullWidth mt="md" component="a" href="#" onClick={closeSheet} variant="light">
            <Plural value={total} one="Tampilkan # produk" other="Tampilkan # produk" />
          </Button>
        </div>
      </aside>
      <div className={classes.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />
      <Stack gap="md" miw={0}>
        <div className={classes.bar} ref={bar}>
          <div aria-live="polite" aria-busy={list.isFetching}>
            {list.data ? (
              <Text size="sm" c="dimmed" data-testid="product-count">
                <Plural value={total} one="# produk" other="# produk" />
              </Text>
            ) : null}
          </div>
          <Button
            component="a"
            href={`#${SHEET_ID}`}
            onClick={openSheet}
            className={classes.filterButton}
            variant={count ? 'filled' : 'default'}
            size="sm"
            aria-controls={SHEET_ID}
            aria-expanded={open}
            data-testid="filter-button"
          >
            {count ? <Trans>Filter ({count})</Trans> : <Trans>Filter</Trans>}
          </Button>
        </div>
        {ignored.length ? (
          <IgnoredNotice
            errors={ignored}
            facets={facets}
            onRemove={() => setFilters({ ...filters, spec: (filters.spec ?? []).filter((f) => !ignored.some((e) => e.key === f.key)) })}
          />
        ) : null}
        {list.isPending ? (
          <ProductGridSkeleton />
        ) : list.isError && !list.data ? (
          <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : products.length === 0 ? (
          <EmptyState title={<Trans>Produk tidak ditemukan</Trans>}>
            <RelaxFilters filters={filters} fixed={fixed} facets={facets} onChange={setFilters} />
          </EmptyState>
        ) : (
          <>
            <ProductGrid products={products} headingLevel={cardHeading} priorityCount={2} cols={LIST_COLS} renderName={renderName} />
            {list.hasNextPage ? (
              <Center>
                <Button variant="light" size="md" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  <Trans>Muat lebih banyak</Trans>
                </Button>
              </Center>
            ) : null}
            {list.isFetchNextPageError ? (
              <Text c="red.8" role="alert" ta="center">
                <Trans>Halaman berikutnya belum dapat dimuat. Coba lagi.</Trans>
              </Text>
            ) : null}
          </>
        )}
      </Stack>
    </div>
  );
}

/** How a specification filter reads: "Frekuensi: 2,4 GHz, 5,8 GHz", "Berat (g): 100–500". */
function useSpecLabel() {
  const { t } = useLingui();
  return (filter: SpecFilter, facets: SpecFacet[] | undefined) => {
    const facet = facets?.find((f) => f.key === filter.key);
    const label = facet?.label ?? filter.key;
    const optionLabel = (value: string) => facet?.options.find((o) => o.value === value)?.label ?? value;
    if (filter.kind === 'range') {
      const unit = facet?.unit ? ` ${facet.unit}` : '';
      if (filter.min !== undefined && filter.max !== undefined) return `${label}: ${filter.min}–${filter.max}${unit}`;
      return filter.min !== undefined ? t`${label}: paling sedikit ${filter.min}${unit}` : t`${label}: paling banyak ${filter.max}${unit}`;
    }
    if (filter.kind === 'boolean') return `${label}: ${filter.value ? t`Ya` : t`Tidak`}`;
    return `${label}: ${filter.values.map(optionLabel).join(', ')}`;
  };
}

/** No product: one button per active filter to drop it, so the visitor sees which one to relax. */
function RelaxFilters({
  filters,
  fixed,
  facets,
  onChange,
}: {
  filters: ProductFilters;
  fixed: FixedFilters;
  facets: SpecFacet[] | undefined;
  onChange: (filters: ProductFilters) => void;
}) {
  const { t } = useLingui();
  const specLabel = useSpecLabel();
  const categories = useCategories();
  const brands = useBrands();
  const drops: { id: string; label: string; next: ProductFilters }[] = [];
  if (filters.search && !fixed.search)
    drops.push({ id: 'search', label: t`Kata kunci "${filters.search}"`, next: { ...filters, search: undefined } });
  if (filters.category && !fixed.category) {
    const name = categories.data?.find((c) => c.slug === filters.category)?.name ?? filters.category;
    drops.push({ id: 'category', label: t`Kategori ${name}`, next: { ...filters, category: undefined, spec: undefined } });
  }
  if (filters.brand && !fixed.brand) {
    const name = brands.data?.find((b) => b.slug === filters.brand)?.name ?? filters.brand;
    drops.push({ id: 'brand', label: t`Merek ${name}`, next: { ...filters, brand: undefined } });
  }
  if (filters.minPrice !== undefined) {
    const price = formatRupiah(filters.minPrice);
    drops.push({ id: 'min_price', label: t`Harga minimum ${price}`, next: { ...filters, minPrice: undefined } });
  }
  if (filters.maxPrice !== undefined) {
    const price = formatRupiah(filters.maxPrice);
    drops.push({ id: 'max_price', label: t`Harga maksimum ${price}`, next: { ...filters, maxPrice: undefined } });
  }
  for (const spec of filters.spec ?? []) {
    const rest = (filters.spec ?? []).filter((f) => f !== spec);
    drops.push({ id: `spec-${spec.key}`, label: specLabel(spec, facets), next: { ...filters, spec: rest.length ? rest : undefined } });
  }
  if (filters.fits) drops.push({ id: 'fits', label: t`Hanya yang cocok`, next: { ...filters, fits: undefined } });
  if (!drops.length) return <Trans>Coba ubah rentang harga, kategori atau kata kunci.</Trans>;
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">
        <Trans>Tidak ada produk yang cocok dengan semua filter ini. Hapus salah satunya:</Trans>
      </Text>
      <Group gap="xs" justify="center" data-testid="relax-filters">
        {drops.map((drop) => (
          <Button key={drop.id} variant="light" size="xs" onClick={() => onChange(drop.next)} aria-label={t`Hapus filter ${drop.label}`}>
            {drop.label} ×
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** Filters in the URL the list could not apply (a hand-made or outdated link): what was ignored and why. */
function IgnoredNotice({ errors, facets, onRemove }: { errors: SpecError[]; facets: SpecFacet[] | undefined; onRemove: () => void }) {
  const { t } = useLingui();
  const reason = (error: SpecError) => {
    const label = facets?.find((f) => f.key === error.key)?.label ?? error.key;
    switch (error.reason) {
      case 'inverted':
        return t`${label}: batas bawah lebih besar dari batas atas`;
      case 'unknown':
        return t`${label}: tidak ada di kategori ini`;
      case 'type':
        return t`${label}: nilainya tidak sesuai jenis spesifikasinya`;
      case 'option':
        return t`${label}: pilihan tidak dikenal`;
      case 'repeated':
        return t`${label}: disebut dua kali`;
      case 'too_many':
        return t`terlalu banyak filter spesifikasi`;
      default:
        return t`${label}: penulisannya tidak dikenali`;
    }
  };
  return (
    <Alert color="yellow" title={t`Sebagian filter diabaikan`} data-testid="ignored-filters">
      <Stack gap="xs">
        <Text size="sm">
          <Trans>Daftar ini ditampilkan tanpa filter berikut:</Trans>
        </Text>
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {errors.map((error, i) => (
            <li key={`${error.param}-${i}`}>
              <Text size="sm">{reason(error)}</Text>
            </li>
          ))}
        </ul>
        <Group>
          <Button size="xs" variant="light" color="yellow.9" onClick={onRemove}>
            <Trans>Hapus dari alamat</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
