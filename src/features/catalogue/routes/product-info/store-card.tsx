import { useLingui } from '@lingui/react';
import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Dealer } from '@/contract/dealers';
import { ContactActions } from '@/components/contact-actions';
import { paths } from '@/config/paths';
import { OpeningHoursLines } from '@/components/opening-hours';
import { formatDistance } from '@/lib/geo';

type Props = { store: Dealer; distanceKm?: number | null };

/** One offline dealer: address, hours and call / WhatsApp / directions (docs/product.md §10: customers in a mall basement). */
export function StoreCard({ store, distanceKm }: Props) {
  const { i18n } = useLingui();
  return (
    <Paper withBorder p="sm" component="li" data-testid="store-card">
      {/* Its own page: hours, holidays, what it stocks and the dealers nearest to it (decision 025). */}
      <Anchor component={Link} to={paths.dealerDetail.getHref({ slug: store.slug })} fw={600} c="inherit" underline="always">
        {store.name}
      </Anchor>
      {store.address ? <Text size="sm">{store.address}</Text> : null}
      <Text size="xs" c="dimmed">
        {[store.city?.name, store.province?.name].filter(Boolean).join(', ')}
        {distanceKm != null ? ` · ${formatDistance(distanceKm, i18n.locale)}` : null}
      </Text>
      {store.hours ? <OpeningHoursLines hours={store.hours} provinceId={store.province?.id} compact /> : null}
      {store.opening_hours ? (
        <Text size="xs" c="dimmed">
          {store.opening_hours}
        </Text>
      ) : null}
      <ContactActions
        name={store.name}
        phone={store.phone_primary}
        whatsapp={store.whatsapp}
        lat={store.lat}
        lng={store.lng}
        address={store.address}
      />
    </Paper>
  );
}
