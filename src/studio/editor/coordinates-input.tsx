import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Input, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useStudioErrorText } from '../lib/error-text';

// A place on the map: latitude and longitude typed in, or set by a pin on a map (Leaflet, loaded when opened).
const PinMap = lazy(() => import('./pin-map').then((m) => ({ default: m.PinMap })));

type Point = { lat?: number | string; lng?: number | string };

export function CoordinatesInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
  errors,
  path,
}: {
  label: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: unknown;
  onChange: (v: unknown) => void;
  errors: FormErrors;
  path: string;
}) {
  const { t } = useLingui();
  const errorText = useStudioErrorText();
  const [mapOpen, setMapOpen] = useState(false);
  const point = (value && typeof value === 'object' ? value : {}) as Point;
  const set = (key: 'lat' | 'lng', next: number | string) => onChange({ lat: point.lat ?? '', lng: point.lng ?? '', [key]: next });
  const lat = typeof point.lat === 'number' ? point.lat : undefined;
  const lng = typeof point.lng === 'number' ? point.lng : undefined;
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <Stack gap="xs" mt={4}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t`Lintang`}
            value={point.lat ?? ''}
            onChange={(v) => set('lat', v)}
            min={-90}
            max={90}
            decimalScale={6}
            error={errors[`${path}.lat`] ? errorText(errors[`${path}.lat`]) : undefined}
          />
          <NumberInput
            label={t`Bujur`}
            value={point.lng ?? ''}
            onChange={(v) => set('lng', v)}
            min={-180}
            max={180}
            decimalScale={6}
            error={errors[`${path}.lng`] ? errorText(errors[`${path}.lng`]) : undefined}
          />
          <Button variant="default" mt={{ sm: 24 }} onClick={() => setMapOpen((open) => !open)} aria-expanded={mapOpen}>
            {mapOpen ? <Trans>Tutup peta</Trans> : <Trans>Pilih di peta</Trans>}
          </Button>
        </SimpleGrid>
        {mapOpen && (
          <Suspense fallback={null}>
            <PinMap
              lat={lat}
              lng={lng}
              onPick={(next) => onChange({ lat: Number(next.lat.toFixed(6)), lng: Number(next.lng.toFixed(6)) })}
            />
          </Suspense>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
