import { Card, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ProductSummary } from '../../contract/catalogue';
import { paths } from '../../config/paths';
import { formatRupiah } from '../../lib/format';

type Props = { products: ProductSummary[] | undefined; loading: boolean };

export function ProductGrid({ products, loading }: Props) {
  if (loading) return <Skeleton height={240} />;
  if (!products?.length) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
      {products.map((product) => (
        <Card key={product.slug} component={Link} to={paths.productInfo.getHref({ slug: product.slug })} withBorder padding="sm">
          <Card.Section>
            <Image
              src={product.image_base.url}
              alt={product.image_base.alt ?? product.name}
              h={160}
              fit="contain"
              loading="lazy"
            />
          </Card.Section>
          <Text fw={600} mt="sm" lineClamp={2}>
            {product.name}
          </Text>
          <Text size="sm" c="dimmed">
            {product.brand.name}
          </Text>
          <Text fw={700} c="denka.8">
            {formatRupiah(product.price)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
