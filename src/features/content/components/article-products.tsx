import { Trans } from '@lingui/react/macro';
import { Card, Image, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductSummary } from '@/contract/catalogue';
import { paths } from '@/config/paths';
import { formatRupiah } from '@/lib/format';
import { useRelatedProducts } from '../api/get-related-products';

type Props = { products: ProductSummary[] | undefined; loading: boolean };

/**
 * The products the article names (v2/article/related_product), linking to their product pages. Not the
 * product page's "Produk Terkait" (other products of the same category, catalogue): the same heading, a
 * different list and a lighter card (docs/decisions/200-code-structure.md).
 */
export function ArticleProducts({ slug }: { slug: string }) {
  const query = useRelatedProducts(slug);
  return <ArticleProductList products={query.data} loading={query.isPending} />;
}

function ArticleProductList({ products, loading }: Props) {
  if (!loading && !products?.length) return null;
  return (
    <section aria-labelledby="related-products" data-testid="related-products">
      <Title order={2} size="h4" id="related-products" mb="sm">
        <Trans>Produk Terkait</Trans>
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {loading
          ? [0, 1, 2, 3].map((i) => <Skeleton key={i} height={200} aria-hidden="true" />)
          : products?.map((product) => (
              <Card key={product.id} withBorder padding="sm" component="article">
                <Card.Section>
                  <Image
                    src={product.image_base.url}
                    srcSet={product.image_base.srcset}
                    sizes="(min-width: 48em) 20vw, 45vw"
                    width={product.image_base.width ?? 640}
                    height={product.image_base.height ?? 640}
                    alt={product.image_base.alt ?? product.name}
                    loading="lazy"
                    style={{ aspectRatio: '1 / 1', objectFit: 'contain', height: 'auto' }}
                  />
                </Card.Section>
                <Text component={Link} to={paths.productInfo.getHref({ slug: product.slug })} fw={600} size="sm" mt="xs" lineClamp={2}>
                  {product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {product.brand.name}
                </Text>
                <Text size="sm" fw={700} c="denka.8">
                  {formatRupiah(product.price)}
                </Text>
              </Card>
            ))}
      </SimpleGrid>
    </section>
  );
}
