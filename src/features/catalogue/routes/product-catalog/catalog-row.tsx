import { Trans } from '@lingui/react/macro';
import { Accordion, Anchor, Group, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ProductSummary } from '@/contract/catalogue';
import { formatRupiah } from '@/lib/format';
import { useProduct } from '@/features/catalogue/api/get-product';
import '@mantine/core/styles/Table.css';

/** The specs of one product, read when its row is opened (Accordion mounts panels on open). */
function CatalogSpecs({ slug }: { slug: string }) {
  const product = useProduct(slug);
  if (!product.data)
    return product.isError ? (
      <Text size="sm" c="red.8">
        <Trans>Spesifikasi belum dapat dimuat.</Trans>
      </Text>
    ) : (
      <Skeleton height={80} />
    );
  return (
    <>
      <Table withRowBorders={false} verticalSpacing={2} fz="sm" data-testid="catalog-specs">
        <Table.Tbody>
          {product.data.specs.map((spec) => (
            <Table.Tr key={spec.label}>
              <Table.Th scope="row" w="40%" fw={500} c="dimmed">
                {spec.label}
              </Table.Th>
              <Table.Td>{spec.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Anchor component={Link} to={paths.productInfo.getHref({ slug })} size="sm">
        <Trans>Halaman produk lengkap</Trans>
      </Anchor>
    </>
  );
}

/** One compact row: thumbnail, name, brand · category, price; opens to the specs. */
export function CatalogRow({ product }: { product: ProductSummary }) {
  return (
    <Accordion.Item value={product.slug} data-testid="catalog-row">
      <Accordion.Control>
        {/* Spans only: the control is a <button>, which holds phrasing content (flex items and clamped lines are blocks). */}
        <Group component="span" gap="sm" wrap="nowrap">
          <img src={product.image_base.url} alt="" width={48} height={48} loading="lazy" style={{ flex: 'none', objectFit: 'contain' }} />
          <span style={{ minWidth: 0 }}>
            <Text component="span" fw={600} size="sm" lineClamp={1}>
              {product.name}
            </Text>
            <Text component="span" size="xs" c="dimmed" lineClamp={1}>
              {product.brand.name} · {product.category.name}
            </Text>
          </span>
          <Text component="span" fw={700} size="sm" c="denka.8" ml="auto" style={{ whiteSpace: 'nowrap' }} data-testid="product-price">
            {product.price === null ? <Trans>Hubungi dealer</Trans> : formatRupiah(product.price)}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <CatalogSpecs slug={product.slug} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
