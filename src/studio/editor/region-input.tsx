import { useLingui } from '@lingui/react/macro';
import { Input, Select, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCities, useProvinces } from '@/api/get-regions';

// Province and city pickers over the public regions endpoints (the official list the dealer finder uses).
type Region = { province_code?: string; city_code?: string };

export function RegionInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
}: {
  label: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const { t } = useLingui();
  const region = (value && typeof value === 'object' ? value : {}) as Region;
  const provinces = useProvinces();
  const cities = useCities(region.province_code ?? '');
  return (
    <Input.Wrapper label={label} description={description} required={required} error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt={4}>
        <Select
          aria-label={t`Provinsi`}
          placeholder={t`Provinsi`}
          searchable
          data={(provinces.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          value={region.province_code ?? null}
          onChange={(next) => onChange(next ? { province_code: next, city_code: '' } : null)}
        />
        <Select
          aria-label={t`Kota / kabupaten`}
          placeholder={t`Kota / kabupaten`}
          searchable
          disabled={!region.province_code}
          data={(cities.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={region.city_code || null}
          onChange={(next) => onChange({ province_code: region.province_code, city_code: next ?? '' })}
        />
      </SimpleGrid>
    </Input.Wrapper>
  );
}
