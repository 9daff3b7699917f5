import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '@/contract/careers';
import { careerKeys } from '../api/query-keys';
import { jobsOnDevice } from './careers-on-device';

const job = (id: number, category: string, type: JobSummary['job_type'], location: string, published: string): JobSummary => ({
  id,
  slug: `job-${id}`,
  title: `Job ${id}`,
  job_category: category,
  job_type: type,
  job_type_label: type,
  location,
  city_id: `31.7${id}`,
  published_at: published,
  closes_at: null,
  is_open: true,
});
const JOBS = [
  job(1, 'Marketing', 'full-time', 'Jakarta', '2024-03-01T00:00:00Z'),
  job(2, 'Teknisi', 'contract', 'Surabaya', '2024-04-01T00:00:00Z'),
];
const filters = {
  job_categories: [
    { value: 'Marketing', label: 'Marketing', count: 1 },
    { value: 'Teknisi', label: 'Technician', count: 1 },
  ],
  job_types: [],
  locations: [],
};

describe('/karir on the device (docs/decisions/101)', () => {
  it('filters by category (value or label), type and location (name or city code), newest first, with the saved facets', () => {
    const client = new QueryClient();
    client.setQueryData(careerKeys.jobs('en', { page: 1 }), {
      data: { current_page: 1, last_page: 1, total: 2, per_page: 10, from: 1, to: 2, data: JOBS },
      filters,
    });
    expect(jobsOnDevice(client, 'en', { page: 1 }, 10)?.data.data.map((j) => j.id)).toEqual([2, 1]);
    expect(jobsOnDevice(client, 'en', { page: 1, job_category: 'teknisi' }, 10)?.data.data.map((j) => j.id)).toEqual([2]);
    expect(jobsOnDevice(client, 'en', { page: 1, job_type: 'full-time' }, 10)?.data.data.map((j) => j.id)).toEqual([1]);
    expect(jobsOnDevice(client, 'en', { page: 1, location: 'jakarta' }, 10)?.data.data.map((j) => j.id)).toEqual([1]);
    expect(jobsOnDevice(client, 'en', { page: 1, location: '31.72' }, 10)?.data.data.map((j) => j.id)).toEqual([2]);
    expect(jobsOnDevice(client, 'en', { page: 1 }, 10)?.filters).toEqual(filters);
  });

  it('answers nothing from one page of several', () => {
    const client = new QueryClient();
    client.setQueryData(careerKeys.jobs('id', { page: 1 }), {
      data: { current_page: 1, last_page: 2, total: 12, per_page: 10, from: 1, to: 2, data: JOBS },
      filters,
    });
    expect(jobsOnDevice(client, 'id', { page: 1, job_category: 'Marketing' }, 10)).toBeUndefined();
  });
});
