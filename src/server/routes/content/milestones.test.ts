import { describe, expect, it } from 'vitest';
import { MilestonesResponseSchema } from '@/contract/content';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });

describe('v2/milestone', () => {
  it('runs from 2016 (2 brands) to 2024 (27 brands), by year (docs/product.md §9)', async () => {
    const res = await get('/v2/milestone');
    expect(res.statusCode).toBe(200);
    const milestones = MilestonesResponseSchema.parse(res.json()).data;
    expect(milestones[0]).toMatchObject({ year: 2016, brand_count: 2 });
    expect(milestones.at(-1)).toMatchObject({ year: 2024, brand_count: 27 });
    expect(milestones.every((m, i) => i === 0 || m.year > milestones[i - 1]!.year)).toBe(true);
  });

  it('speaks English on lang=en and rejects other languages', async () => {
    const id = MilestonesResponseSchema.parse((await get('/v2/milestone')).json()).data;
    const en = MilestonesResponseSchema.parse((await get('/v2/milestone?lang=en')).json()).data;
    expect(en.map((m) => m.year)).toEqual(id.map((m) => m.year));
    expect(en.some((m, i) => m.title !== id[i]!.title)).toBe(true);
    expect((await get('/v2/milestone?lang=de')).statusCode).toBe(400);
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of ['/v2/milestone']) expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
