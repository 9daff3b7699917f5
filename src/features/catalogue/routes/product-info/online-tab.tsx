import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import type { ProductDetail } from '@/contract/catalogue';
import { useBrandStores } from '@/features/catalogue/api/get-brand-stores';

/** Purchase online: the product's own marketplace pages, then the official online stores carrying the brand. */
export function OnlineTab({ product }: { product: ProductDetail }) {
  const stores = useBrandStores('online_store', product.brand.slug);
  const links = product.marketplace_links;
  const online = stores.data ?? [];
  if (links.length === 0 && stores.data && online.length === 0) {
    return <EmptyState title={<Trans>Belum ada toko online untuk produk ini.</Trans>} />;
  }
  return (
    <Stack gap="md">
      {links.length > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="marketplace-links">
          {links.map((link) => (
            <Paper key={link.url} withBorder p="sm">
              <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fw={600}>
                <Trans>Beli di {link.marketplace}</Trans>
              </Anchor>
            </Paper>
          ))}
        </SimpleGrid>
      ) : null}
      {online.length > 0 ? (
        <div>
          <Title order={3} size="h5" mb="xs">
            <Trans>Toko online resmi {product.brand.name}</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {online.map((store) => (
              <Paper key={store.id} withBorder p="sm">
                {store.url ? (
                  <Anchor href={store.url} target="_blank" rel="noopener noreferrer" fw={600}>
                    {store.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{store.name}</Text>
                )}
                {store.marketplace ? (
                  <Text size="xs" c="dimmed">
                    {store.marketplace}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </SimpleGrid>
        </div>
      ) : null}
    </Stack>
  );
}
