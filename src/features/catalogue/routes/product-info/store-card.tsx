import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import type { Dealer } from '../../../../contract/dealers';

type Props = { store: Dealer; distanceKm?: number | null };

const mapUrl = (store: Dealer) =>
  store.lat !== null && store.lng !== null
    ? `https://www.google.com/maps/search/?api=1&query=${store.lat},${store.lng}`
    : `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${store.name} ${store.address ?? ''}`)}`;

/** One offline dealer: address, hours and call / WhatsApp / map links (DESIGN.md: customers in a mall basement). */
export function StoreCard({ store, distanceKm }: Props) {
  return (
    <Paper withBorder p="sm" component="li" data-testid="store-card">
      <Text fw={600}>{store.name}</Text>
      {store.address ? <Text size="sm">{store.address}</Text> : null}
      <Text size="xs" c="dimmed">
        {[store.city?.name, store.province?.name].filter(Boolean).join(', ')}
        {distanceKm != null ? ` · ${distanceKm.toLocaleString('id-ID', { maximumFractionDigits: 1 })} km` : null}
      </Text>
      {store.opening_hours ? <Text size="xs" c="dimmed">{store.opening_hours}</Text> : null}
      <Group gap="md" mt={4}>
        {store.phone_primary ? (
          <Anchor href={`tel:${store.phone_primary.replace(/[^\d+]/g, '')}`} size="sm">
            <Trans>Telepon</Trans>
          </Anchor>
        ) : null}
        {store.whatsapp ? (
          <Anchor href={`https://wa.me/${store.whatsapp}`} target="_blank" rel="noopener noreferrer" size="sm">
            WhatsApp
          </Anchor>
        ) : null}
        <Anchor href={mapUrl(store)} target="_blank" rel="noopener noreferrer" size="sm">
          <Trans>Peta</Trans>
        </Anchor>
      </Group>
    </Paper>
  );
}
