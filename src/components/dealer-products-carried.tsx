import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useDealerProducts } from '@/api/get-dealer-products';
import { paths } from '@/config/paths';
import { useNow } from '@/lib/use-now';
import { QueryView } from './query-view';
import { StockLine } from './stock-line';

/**
 * The products a dealer lists, each with its stock ("Stok tidak diketahui" when stale), linked to the product
 * page: for the dealer's own page (docs/decisions/025-dealer-finders.md). Renders nothing when it lists none.
 */
export function DealerProductsCarried({ storeId }: { storeId: number }) {
  const { t } = useLingui();
  const query = useDealerProducts(storeId);
  const now = useNow();
  return (
    <QueryView query={query} skeleton={<Skeleton height={120} />}>
      {({ products, stale_after_days }) =>
        products.length === 0 ? null : (
          <Stack gap="xs" component="section" aria-label={t`Produk yang tersedia`} data-testid="dealer-products-carried">
            <Text fw={700}>
              <Trans>Produk yang tersedia</Trans>
            </Text>
            <Stack gap="xs" component="ul" p={0} m={0} maw={640} style={{ listStyle: 'none' }}>
              {products.map((product) => (
                <Stack component="li" key={product.slug} gap={0}>
                  <Anchor component={Link} to={paths.productInfo.getHref({ slug: product.slug })} size="sm">
                    {product.name}
                  </Anchor>
                  <StockLine stock={product.stock} asOf={product.as_of} staleDays={stale_after_days} now={now} />
                </Stack>
              ))}
            </Stack>
          </Stack>
        )
      }
    </QueryView>
  );
}
