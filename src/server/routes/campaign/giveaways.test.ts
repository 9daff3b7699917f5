import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GiveawayFindResponseSchema } from '@/contract/campaign';
import { ErrorSchema } from '@/contract/common';
import { giveaways } from '@/server/db/schema';
import { createTestApp } from '@/server/test/helper';

let t: Awaited<ReturnType<typeof createTestApp>>;
let slug: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.select({ slug: giveaways.slug }).from(giveaways).orderBy(giveaways.slug).limit(1);
  slug = row!.slug;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });

describe('v2/giveaway/find', () => {
  it('reads a giveaway by slug with its brand, prizes and terms, in the visitor language', async () => {
    const res = await get(`/v2/giveaway/find?slug=${slug}`);
    expect(res.statusCode).toBe(200);
    const giveaway = GiveawayFindResponseSchema.parse(res.json()).data;
    expect(giveaway.slug).toBe(slug);
    expect(giveaway.prizes.length).toBeGreaterThan(0);
    expect(giveaway.terms.length).toBeGreaterThan(0);
    const [row] = await t.db.select().from(giveaways).where(eq(giveaways.slug, slug));
    expect(giveaway.brand.slug).toBe(row!.brand_slug);
    const en = GiveawayFindResponseSchema.parse((await get(`/v2/giveaway/find?slug=${slug}&lang=en`)).json()).data;
    expect(en.title).toBe(row!.title_en || row!.title);
  });

  it('404s an unknown slug, 400s a missing or malformed one', async () => {
    const missing = await get('/v2/giveaway/find?slug=no-such-giveaway');
    expect(missing.statusCode).toBe(404);
    expect(ErrorSchema.parse(missing.json()).message).toMatch(/not found/i);
    for (const query of ['', '?slug=', '?slug=%2F..%2F']) {
      const res = await get(`/v2/giveaway/find${query}`);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of ['/v2/giveaway/find']) expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
