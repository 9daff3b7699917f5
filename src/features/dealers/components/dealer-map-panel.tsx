import { Trans } from '@lingui/react/macro';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Dealer } from '@/contract/dealers';
import { DealerCard } from './dealer-card';

// Leaflet + supercluster load only when the map is opened: not in the initial bundle (decision 025).
const PlaceMap = lazy(() => import('@/components/place-map'));

export const MAP_HEIGHT = 420;

type Props = { dealers: Dealer[]; large?: boolean };

/** The map with the dealer whose marker was chosen shown as its card below it. */
export function DealerMapPanel({ dealers, large = false }: Props) {
  const [selectedId, setSelectedId] = useState<number>();
  const selected = dealers.find((dealer) => dealer.id === selectedId);
  return (
    <Stack gap="sm">
      <Suspense fallback={<Skeleton height={MAP_HEIGHT} radius="md" />}>
        <PlaceMap places={dealers} height={MAP_HEIGHT} onSelect={setSelectedId} />
      </Suspense>
      {selected ? (
        <div aria-live="polite" data-testid="map-selected-dealer">
          <DealerCard dealer={selected} large={large} />
        </div>
      ) : (
        <Alert variant="light" color="gray">
          <Trans>Pilih penanda di peta untuk melihat detail dealer; pilih angka kelompok untuk memperbesar.</Trans>
        </Alert>
      )}
    </Stack>
  );
}
