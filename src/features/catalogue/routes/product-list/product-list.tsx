import { Plural, Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { useBrands } from '@/api/get-brands';
import { useCategories } from '@/api/get-categories';
import { useProductList } from '@/features/catalogue/api/get-product-list';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalogue/components/product-grid';
import { productFiltersToParams, type ProductFilters } from '@/features/catalogue/lib/product-filters';
import { ProductFilterForm } from './product-filter-form';
import { useProductFilters } from './use-product-filters';

type Props = { category?: string; brand?: string };

/** The filterable product list: page 1 replaces the list, "load more" appends the next page (docs/product.md §4). */
export function ProductList({ category, brand }: Props) {
  const fixed = useMemo(() => ({ category, brand }), [category, brand]);
  const { filters, setFilters } = useProductFilters(fixed);
  const list = useProductList(filters);
  const categories = useCategories();
  const brands = useBrands();
  const navigate = useNavigate();
  const location = useLocation();

  // On a category page another category is another page; the other filters go along.
  const openCategory = category
    ? (slug: string | undefined) => {
        const rest: ProductFilters = { ...filters, category: undefined };
        const query = productFiltersToParams(rest).toString();
        const path = slug ? paths.productCategory.getHref({ slug }) : paths.productCategories.getHref();
        void navigate(query ? `${path}?${query}` : path);
      }
    : undefined;

  const products = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="lg">
      <ProductFilterForm
        key={`${location.pathname}?${location.search}`}
        filters={filters}
        onChange={setFilters}
        onCategoryChange={openCategory}
        categories={categories.data ?? []}
        brands={brands.data ?? []}
        hideBrand={Boolean(brand)}
      />
      <div aria-live="polite" aria-busy={list.isFetching}>
        {list.data ? (
          <Text size="sm" c="dimmed" data-testid="product-count">
            <Plural value={total} one="# produk" other="# produk" />
          </Text>
        ) : null}
      </div>
      {list.isPending ? (
        <ProductGridSkeleton />
      ) : list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : products.length === 0 ? (
        <EmptyState title={<Trans>Produk tidak ditemukan</Trans>}>
          <Trans>Coba ubah rentang harga, kategori atau kata kunci.</Trans>
        </EmptyState>
      ) : (
        <>
          <ProductGrid products={products} headingLevel="h2" priorityCount={2} />
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
  );
}
