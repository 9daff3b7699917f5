import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import type { ProductDetail } from '@/contract/catalogue';
import { useBrandStores } from '@/features/catalogue/api/get-brand-stores';
import { QueryView } from '@/components/query-view';
import { byDistance, type Position } from '@/features/catalogue/lib/nearest';
import { StoreCard } from './store-card';

const PAGE = 10;
type Locating = 'idle' | 'asking' | 'denied';

/** Buy at a dealer: offline dealers carrying the brand; nearest first once the visitor shares a location. */
export function DealerTab({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const stores = useBrandStores('offline_store', product.brand.slug);
  const [origin, setOrigin] = useState<Position | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [shown, setShown] = useState(PAGE);
  const sorted = useMemo(() => (stores.data && origin ? byDistance(stores.data, origin) : undefined), [stores.data, origin]);

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('asking');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setOrigin({ lat: pos.coords.latitude, lng: pos.coords.longitude });
        setLocating('idle');
        setShown(PAGE);
      },
      () => setLocating('denied'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <QueryView
      query={stores}
      skeleton={
        <Stack>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={90} />
          ))}
        </Stack>
      }
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState title={<Trans>Dealer tidak ditemukan</Trans>} />}
    >
      {(list) => {
        const items = sorted ?? list.map((store) => ({ ...store, distanceKm: null }));
        return (
          <Stack gap="sm">
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {origin ? (
                  <Trans>
                    {list.length} dealer {product.brand.name}, terdekat lebih dulu.
                  </Trans>
                ) : (
                  <Trans>
                    {list.length} dealer resmi menjual {product.brand.name}.
                  </Trans>
                )}
              </Text>
              {origin ? null : (
                <Button variant="light" size="xs" onClick={locate} loading={locating === 'asking'}>
                  <Trans>Urutkan dari lokasi saya</Trans>
                </Button>
              )}
            </Group>
            {locating === 'denied' ? (
              <Text size="sm" c="red.8" role="status">
                <Trans>Lokasi tidak tersedia; dealer diurutkan menurut nama.</Trans>
              </Text>
            ) : null}
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Dealer resmi`}>
              {items.slice(0, shown).map((store) => (
                <StoreCard key={store.id} store={store} distanceKm={store.distanceKm} />
              ))}
            </Stack>
            {shown < items.length ? (
              <Button variant="subtle" onClick={() => setShown((n) => n + PAGE)}>
                <Trans>Tampilkan lebih banyak dealer</Trans>
              </Button>
            ) : null}
          </Stack>
        );
      }}
    </QueryView>
  );
}
