import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { JobFilters as Facets } from '@/contract/careers';
import { JOB_TYPES } from '@/contract/careers-terms';
import { oneOfParam } from '@/lib/url-params';
import type { JobListFilters } from '../api/get-jobs';

type Props = {
  facets: Facets | undefined;
  filters: JobListFilters;
  onChange: (patch: Partial<Omit<JobListFilters, 'page'>>) => void;
};

const options = (list: Facets['locations'] | undefined) =>
  (list ?? []).map((option) => ({ value: option.value, label: `${option.label} (${option.count})` }));

/** Job category, job type and job location (docs/product.md §2.2); the facets come with the list. */
export function JobFilters({ facets, filters, onChange }: Props) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <NativeSelect
        label={t`Kategori pekerjaan`}
        value={filters.job_category ?? ''}
        onChange={(event) => onChange({ job_category: event.currentTarget.value || undefined })}
        data={[{ value: '', label: t`Semua kategori` }, ...options(facets?.job_categories)]}
      />
      <NativeSelect
        label={t`Jenis pekerjaan`}
        value={filters.job_type ?? ''}
        onChange={(event) => onChange({ job_type: oneOfParam(JOB_TYPES, event.currentTarget.value) })}
        data={[{ value: '', label: t`Semua jenis` }, ...options(facets?.job_types)]}
      />
      <NativeSelect
        label={t`Lokasi pekerjaan`}
        value={filters.location ?? ''}
        onChange={(event) => onChange({ location: event.currentTarget.value || undefined })}
        data={[{ value: '', label: t`Semua lokasi` }, ...options(facets?.locations)]}
      />
    </SimpleGrid>
  );
}
