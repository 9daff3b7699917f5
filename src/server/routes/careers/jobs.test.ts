import { describe, expect, it } from 'vitest';
import { JobDetailResponseSchema, JobListResponseSchema } from '@/contract/careers';
import { ErrorSchema } from '@/contract/common';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });
const jobs = async (query = '') => {
  const res = await get(`/v2/lowongan_kerja${query}`);
  expect(res.statusCode).toBe(200);
  return JobListResponseSchema.parse(res.json());
};

describe('v2/lowongan_kerja', () => {
  it('pages vacancies 10 at a time, newest first, with the filter choices', async () => {
    const { data: page, filters } = await jobs();
    expect(page.per_page).toBe(10);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((j, i) => i === 0 || page.data[i - 1]!.published_at >= j.published_at)).toBe(true);
    for (const facet of [filters.job_categories, filters.job_types, filters.locations]) {
      expect(facet.length).toBeGreaterThan(0);
      expect(facet.reduce((sum, f) => sum + f.count, 0)).toBe(page.total);
    }
  });

  it('filters by category, type, location and text; filters keep listing every choice', async () => {
    const { filters } = await jobs();
    const category = filters.job_categories[0]!;
    const byCategory = await jobs(`?job_category=${encodeURIComponent(category.value)}&per_page=100`);
    expect(byCategory.data.total).toBe(category.count);
    expect(byCategory.data.data.every((j) => j.job_category === category.label)).toBe(true);
    expect(byCategory.filters).toEqual(filters);
    expect((await jobs(`?job_category=${encodeURIComponent(category.value.toUpperCase())}`)).data.total).toBe(category.count);

    const type = filters.job_types[0]!;
    const byType = await jobs(`?job_type=${type.value}&per_page=100`);
    expect(byType.data.total).toBe(type.count);
    expect(byType.data.data.every((j) => j.job_type === type.value && j.job_type_label === type.label)).toBe(true);

    const location = filters.locations[0]!;
    const byLocation = await jobs(`?location=${encodeURIComponent(location.value)}&per_page=100`);
    expect(byLocation.data.total).toBe(location.count);
    expect(byLocation.data.data.every((j) => j.location === location.value)).toBe(true);
    const cityId = byLocation.data.data[0]!.city_id;
    if (cityId) expect((await jobs(`?location=${cityId}`)).data.total).toBeGreaterThan(0);

    const sample = byLocation.data.data[0]!;
    const word = sample.title.split(/\s+/).find((w) => w.length > 3)!;
    const byText = await jobs(`?search=${encodeURIComponent(word.toLowerCase())}&per_page=100`);
    expect(byText.data.data.map((j) => j.id)).toContain(sample.id);
    expect((await jobs('?search=%25_%25')).data.total).toBe(0);
  });

  it('serves English titles and labels on lang=en', async () => {
    const id = await jobs();
    const en = await jobs('?lang=en');
    expect(en.data.data.some((j, i) => j.title !== id.data.data[i]!.title)).toBe(true);
    expect(en.filters.job_types.map((f) => f.value)).toEqual(id.filters.job_types.map((f) => f.value));
    expect(en.filters.job_types.some((f, i) => f.label !== id.filters.job_types[i]!.label)).toBe(true);
  });

  it.each(['?page=-1', '?per_page=abc', '?per_page=100000', '?job_type=freelance', '?page=0'])('answers %s with 400', async (query) => {
    const res = await get(`/v2/lowongan_kerja${query}`);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});

describe('v2/lowongan_kerja/{id}', () => {
  it('finds a vacancy by id and by slug, with requirements and its external url', async () => {
    const sample = (await jobs()).data.data[0]!;
    const byId = await get(`/v2/lowongan_kerja/${sample.id}`);
    expect(byId.statusCode).toBe(200);
    const job = JobDetailResponseSchema.parse(byId.json()).data;
    expect(job).toMatchObject(sample);
    expect(job.requirements.length).toBeGreaterThan(0);
    expect(job.description.length).toBeGreaterThan(0);
    expect(JobDetailResponseSchema.parse((await get(`/v2/lowongan_kerja/${sample.slug}`)).json()).data).toEqual(job);
  });

  it('404s an unknown vacancy, 400s a malformed id', async () => {
    for (const id of ['987654', 'no-such-job']) {
      const res = await get(`/v2/lowongan_kerja/${id}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorSchema.parse(res.json()).message).toMatch(/not found/i);
    }
    expect((await get('/v2/lowongan_kerja/%20%20')).statusCode).toBe(400);
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of ['/v2/lowongan_kerja', '/v2/lowongan_kerja/{id}']) expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
