import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { WarrantyResponseSchema } from '@/contract/service';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });

describe('v2/warranty', () => {
  it('lists the cover of every brand, with 14 days for a replacement unit (docs/product.md §4)', async () => {
    const res = await get('/v2/warranty');
    expect(res.statusCode).toBe(200);
    const policies = WarrantyResponseSchema.parse(res.json()).data;
    expect(policies.length).toBeGreaterThanOrEqual(20);
    expect(policies.every((p) => p.replacement_days === 14 && p.unit_months > 0 && p.claim_steps.length > 0)).toBe(true);
    expect(new Set(policies.map((p) => p.brand.slug)).size).toBe(policies.length);
  });

  it('narrows to one brand and speaks English on lang=en', async () => {
    const one = WarrantyResponseSchema.parse((await get('/v2/warranty?brand=hollyland')).json()).data;
    expect(one).toHaveLength(1);
    expect(one[0]!.brand).toMatchObject({ slug: 'hollyland', name: 'Hollyland' });
    const en = WarrantyResponseSchema.parse((await get('/v2/warranty?brand=hollyland&lang=en')).json()).data;
    expect(en[0]!.claim_steps).not.toEqual(one[0]!.claim_steps);
    expect(WarrantyResponseSchema.parse((await get('/v2/warranty?brand=no-such-brand')).json()).data).toEqual([]);
  });

  it('answers a malformed brand with 400', async () => {
    const res = await get('/v2/warranty?brand=%3Cscript%3E');
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of ['/v2/warranty']) expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
