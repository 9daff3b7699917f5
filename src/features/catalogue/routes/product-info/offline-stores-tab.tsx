import { Trans } from '@lingui/react/macro';
import { Accordion, Anchor, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import type { ProductDetail } from '@/contract/catalogue';
import type { Dealer } from '@/contract/dealers';
import { useBrandStores } from '@/features/catalogue/api/get-brand-stores';
import { QueryView } from '@/components/query-view';
import { StoreCard } from './store-card';

function byProvince(stores: Dealer[]): [string, Dealer[]][] {
  const groups = new Map<string, Dealer[]>();
  for (const store of stores) {
    const key = store.province?.name ?? '—';
    groups.set(key, [...(groups.get(key) ?? []), store]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'id'));
}

/** Offline stores: the same dealers as a directory by province (the dealer tab ranks them by distance). */
export function OfflineStoresTab({ product }: { product: ProductDetail }) {
  const stores = useBrandStores('offline_store', product.brand.slug);
  return (
    <QueryView
      query={stores}
      skeleton={<Skeleton height={200} />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={<Trans>Dealer tidak ditemukan</Trans>} />}
    >
      {(list) => (
        <Stack gap="sm">
          <Accordion variant="contained" data-testid="offline-provinces">
            {byProvince(list).map(([province, group]) => (
              <Accordion.Item key={province} value={province}>
                <Accordion.Control>
                  {province} ({group.length})
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                    {group.map((store) => (
                      <StoreCard key={store.id} store={store} />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Anchor component={Link} to={paths.authorizedStore.getHref()} size="sm">
            <Trans>Cari di semua dealer resmi</Trans>
          </Anchor>
        </Stack>
      )}
    </QueryView>
  );
}
