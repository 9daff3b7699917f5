import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { JOB_TYPES } from '@/contract/careers-terms';
import { intParam, oneOfParam } from '@/lib/url-params';
import type { JobListFilters } from '../api/get-jobs';

// The job filters live in the URL, so a filtered list can be shared.
export function parseJobFilters(params: URLSearchParams): JobListFilters {
  return {
    page: intParam(params.get('page'), 1) ?? 1,
    job_category: params.get('job_category') || undefined,
    job_type: oneOfParam(JOB_TYPES, params.get('job_type')),
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
