import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductSummary } from '@/contract/catalogue';
import { paths } from '@/config/paths';
import { formatRupiah } from '@/lib/format';
import { useSearchProducts } from '../api/get-search-products';
import { snippet } from '../lib/text';
import { HighlightedText } from './highlighted-text';
import { RetryAlert } from './retry-alert';
import { emptyMessages } from './search-messages';

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };

function ProductCard({ product, term }: { product: ProductSummary; term: string }) {
  const image = product.image_base;
  return (
    <Card component={Link} to={paths.productInfo.getHref({ slug: product.slug })} withBorder padding="sm" radius="md">
      <Card.Section>
        <img
          src={image.url}
          srcSet={image.srcset}
          sizes="(min-width: 75em) 25vw, (min-width: 36em) 50vw, 100vw"
          alt={image.alt ?? product.name}
          width={image.width ?? 640}
          height={image.height ?? 640}
          loading="lazy"
          style={{ display: 'block', width: '100%', height: 'auto', background: 'var(--mantine-color-gray-1)' }}
        />
      </Card.Section>
      <Text size="xs" c="dimmed" mt="sm">
        {product.brand.name}
      </Text>
      <Title order={3} size="h6">
        <HighlightedText text={product.name} term={term} />
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        <HighlightedText text={snippet(product.description, term)} term={term} />
      </Text>
      <Text fw={700} mt="xs" c="denka.8">
        {formatRupiah(product.price)}
      </Text>
    </Card>
  );
}

/** Every matching product, 12 a page: page 1 replaces, "Muat lebih banyak" appends (docs/product.md §4). */
export function SearchProductGrid({ query }: { query: string }) {
  const { i18n, t } = useLingui();
  const products = useSearchProducts(query);
  const pages = products.data?.pages ?? [];
  const list = pages.flatMap((page) => page.data);
  const total = pages[0]?.total ?? 0;

  return (
    <section aria-labelledby="search-products">
      <Stack gap="md">
        <Title order={2} id="search-products">
          <Trans>Produk</Trans>{' '}
          {products.data && (
            <Text span c="dimmed" fz="md">
              {t`(${total} produk)`}
            </Text>
          )}
        </Title>
        {products.isPending && !products.isError && (
          <SimpleGrid cols={GRID_COLS} aria-busy="true" aria-label={t`Memuat produk`}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={320} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {products.isError && !products.data && (
          <RetryAlert onRetry={() => void products.refetch()} retrying={products.isFetching}>
            <Trans>Produk gagal dimuat.</Trans>
          </RetryAlert>
        )}
        {products.data && !list.length && <Text c="dimmed">{i18n._(emptyMessages.products)}</Text>}
        {list.length > 0 && (
          <SimpleGrid cols={GRID_COLS}>
            {list.map((product) => (
              <ProductCard key={product.id} product={product} term={query} />
            ))}
          </SimpleGrid>
        )}
        {products.isFetchNextPageError && (
          <RetryAlert onRetry={() => void products.fetchNextPage()} retrying={products.isFetchingNextPage}>
            <Trans>Produk berikutnya gagal dimuat.</Trans>
          </RetryAlert>
        )}
        {products.hasNextPage && !products.isFetchNextPageError && (
          <Button
            variant="light"
            onClick={() => void products.fetchNextPage()}
            loading={products.isFetchingNextPage}
            style={{ alignSelf: 'center' }}
          >
            {t`Muat lebih banyak (${list.length} dari ${total})`}
          </Button>
        )}
      </Stack>
    </section>
  );
}
