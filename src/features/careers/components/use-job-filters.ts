import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { JobTypeSchema } from '@/contract/careers';
import type { JobListFilters } from '../api/get-jobs';

// The job filters live in the URL, so a filtered list can be shared.
const PageSchema = z.coerce.number().int().min(1).catch(1);

export function parseJobFilters(params: URLSearchParams): JobListFilters {
  const type = JobTypeSchema.safeParse(params.get('job_type'));
  return {
    page: PageSchema.parse(params.get('page') ?? 1),
    job_category: params.get('job_category') || undefined,
    job_type: type.success ? type.data : undefined,
    location: params.get('location') || undefined,
  };
}

export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseJobFilters(params), [params]);
  const write = useCallback(
    (next: JobListFilters) => {
      const out = new URLSearchParams();
      if (next.job_category) out.set('job_category', next.job_category);
      if (next.job_type) out.set('job_type', next.job_type);
      if (next.location) out.set('location', next.location);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { preventScrollReset: true });
    },
    [setParams],
  );
  const change = useCallback((patch: Partial<Omit<JobListFilters, 'page'>>) => write({ ...filters, ...patch, page: 1 }), [filters, write]);
  const setPage = useCallback((page: number) => write({ ...filters, page }), [filters, write]);
  const reset = useCallback(() => write({ page: 1 }), [write]);
  return { filters, change, setPage, reset };
}
