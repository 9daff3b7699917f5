import { describe, expect, it } from 'vitest';
import { CampaignDetailResponseSchema, CampaignOverviewResponseSchema } from '@/contract/campaign';
import { ErrorSchema } from '@/contract/common';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms${url}` });

describe('v2/campaign/overview (lucky-draw winners)', () => {
  it('pages the draws of campaign 1 with their winners, read as data.data.data', async () => {
    const res = await get('/v2/campaign/overview?type=A01&campaign_id=1');
    expect(res.statusCode).toBe(200);
    const body = CampaignOverviewResponseSchema.parse(res.json());
    const draws = body.data.data;
    expect(body.data.current_page).toBe(1);
    expect(body.data.per_page).toBe(10);
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.every((d, i) => d.campaign_id === 1 && (i === 0 || d.period > draws[i - 1]!.period))).toBe(true);
    expect(draws.some((d) => d.winners.length > 0)).toBe(true);
    expect(draws.every((d) => d.is_drawn === d.winners.length > 0)).toBe(true);
    expect(draws.flatMap((d) => d.winners).every((w) => w.winner_code.length > 0 && w.masked_name.length > 0)).toBe(true);
    expect(CampaignOverviewResponseSchema.parse((await get('/v2/campaign/overview')).json())).toEqual(body);
  });

  it('pages with per_page and speaks English on lang=en', async () => {
    const all = CampaignOverviewResponseSchema.parse((await get('/v2/campaign/overview?per_page=100')).json()).data;
    const second = CampaignOverviewResponseSchema.parse((await get('/v2/campaign/overview?per_page=1&page=2')).json()).data;
    expect(second.last_page).toBe(all.total);
    expect(second.data.map((d) => d.id)).toEqual(all.data.slice(1, 2).map((d) => d.id));
    const en = CampaignOverviewResponseSchema.parse((await get('/v2/campaign/overview?lang=en&per_page=100')).json()).data;
    expect(en.data.some((d, i) => d.title !== all.data[i]!.title || d.prize !== all.data[i]!.prize)).toBe(true);
  });

  it('404s an unknown campaign or a type that is not its own, 400s bad parameters', async () => {
    for (const query of ['?type=A01&campaign_id=999', '?type=B02&campaign_id=1']) {
      const res = await get(`/v2/campaign/overview${query}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorSchema.parse(res.json()).message).toMatch(/not found/i);
    }
    for (const query of ['?campaign_id=abc', '?campaign_id=-1', '?page=-1', '?per_page=100000', '?type=A-01']) {
      const res = await get(`/v2/campaign/overview${query}`);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
  });
});

describe('v2/campaign/detail', () => {
  it('gives the lottery period and rules (docs/product.md §9)', async () => {
    const res = await get('/v2/campaign/detail?campaign_id=1');
    expect(res.statusCode).toBe(200);
    const campaign = CampaignDetailResponseSchema.parse(res.json()).data;
    expect(campaign).toMatchObject({ id: 1, type: 'A01', rupiah_per_code: 1_000_000, confirm_days: 7, address_max_length: 100 });
    expect(campaign.terms.length).toBeGreaterThan(0);
    expect((await get('/v2/campaign/detail?campaign_id=42')).statusCode).toBe(404);
  });
});

it('publishes its paths in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/cms/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const path of ['/v2/campaign/overview', '/v2/campaign/detail']) expect(doc.paths).toHaveProperty([`/api/cms${path}`]);
});
