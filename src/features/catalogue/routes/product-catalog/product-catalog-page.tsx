import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Button, Container, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useBrands } from '@/api/get-brands';
import { useCategories } from '@/api/get-categories';
import { useProductList } from '@/features/catalogue/api/get-product-list';
import { useProductFilters } from '../product-list/use-product-filters';
import { CatalogRow } from './catalog-row';

/** `/product-catalog` (app layout): a compact catalogue for in-store staff — search, brand, category, price, specs. */
export default function ProductCatalogPage() {
  const { t } = useLingui();
  const fixed = useMemo(() => ({}), []);
  const { filters, setFilters } = useProductFilters(fixed);
  const list = useProductList(filters);
  const brands = useBrands();
  const categories = useCategories();
  const { search } = useLocation();
  const products = list.data?.pages.flatMap((page) => page.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <Container size="md" px="sm" py="md">
      <PageHeading size="h3">
        <Trans>Katalog Produk</Trans>
      </PageHeading>
      <SearchForm key={search} initial={filters.search ?? ''} onSearch={(term) => setFilters({ ...filters, search: term || undefined })} />
      <Group grow gap="xs" mt="xs" mb="sm">
        <NativeSelect
          aria-label={t`Merek`}
          value={filters.brand ?? ''}
          onChange={(e) => setFilters({ ...filters, brand: e.currentTarget.value || undefined })}
          data={[{ value: '', label: t`Semua merek` }, ...(brands.data ?? []).map((b) => ({ value: b.slug, label: b.name }))]}
        />
        <NativeSelect
          aria-label={t`Kategori`}
          value={filters.category ?? ''}
          onChange={(e) => setFilters({ ...filters, category: e.currentTarget.value || undefined })}
          data={[{ value: '', label: t`Semua kategori` }, ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))]}
        />
      </Group>
      {list.data ? (
        <Text size="xs" c="dimmed" mb="xs" aria-live="polite" data-testid="product-count">
          <Plural value={total} one="# produk" other="# produk" />
        </Text>
      ) : null}
      {list.isPending ? (
        <Stack gap="xs">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={64} />
          ))}
        </Stack>
      ) : list.isError && !list.data ? (
        <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : products.length === 0 ? (
        <EmptyState title={<Trans>Produk tidak ditemukan</Trans>} />
      ) : (
        <Stack gap="sm">
          <Accordion variant="contained" chevronPosition="left">
            {products.map((product) => (
              <CatalogRow key={product.slug} product={product} />
            ))}
          </Accordion>
          {list.hasNextPage ? (
            <Button variant="light" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              <Trans>Muat lebih banyak</Trans>
            </Button>
          ) : null}
        </Stack>
      )}
    </Container>
  );
}

function SearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const { t } = useLingui();
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t`Cari produk`}
          placeholder={t`Cari nama produk`}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button type="submit">
          <Trans>Cari</Trans>
        </Button>
      </Group>
    </form>
  );
}
