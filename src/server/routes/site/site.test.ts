import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import {
  FaqResponseSchema,
  NewstickerResponseSchema,
  SiteFeaturesResponseSchema,
  VideosResponseSchema,
  WebAccessoriesResponseSchema,
  WebPageResponseSchema,
} from '@/contract/site';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
const ok = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('header content', () => {
  it('serves the three ticker entries, English on lang=en', async () => {
    const id = NewstickerResponseSchema.parse(await ok('v2/newsticker')).data;
    const en = NewstickerResponseSchema.parse(await ok('v2/newsticker?lang=en')).data;
    expect(id).toHaveLength(3);
    expect(en.map((x) => x.id)).toEqual(id.map((x) => x.id));
    expect(en.some((x, i) => x.title !== id[i]!.title)).toBe(true);
  });

  it('serves web accessories by key with their placement', async () => {
    const { data } = WebAccessoriesResponseSchema.parse(await ok('v2/web-accessories'));
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((a) => a.key)).size).toBe(data.length);
    expect(data.every((a) => a.placement === 'header' || a.placement === 'footer')).toBe(true);
  });
});

describe('GET v2/site-features', () => {
  it('serves the features and the company profile together, limit caps the features', async () => {
    const { data } = SiteFeaturesResponseSchema.parse(await ok('v2/site-features'));
    expect(data.features.length).toBeGreaterThan(2);
    expect(data.company_profile?.name.length).toBeGreaterThan(0);
    expect(data.company_profile?.mission.length).toBeGreaterThan(0);
    const two = SiteFeaturesResponseSchema.parse(await ok('v2/site-features?limit=2')).data;
    expect(two.features).toEqual(data.features.slice(0, 2));
    expect(two.company_profile).toEqual(data.company_profile);
  });

  it('answers limit=0 with 400', async () => {
    expect((await get('v2/site-features?limit=0')).statusCode).toBe(400);
  });
});

describe('GET v2/web-page/find', () => {
  it('finds a page by slug, in English on lang=en', async () => {
    const id = WebPageResponseSchema.parse(await ok('v2/web-page/find?slug=privacy-policy')).data;
    const en = WebPageResponseSchema.parse(await ok('v2/web-page/find?slug=privacy-policy&lang=en')).data;
    expect(id.slug).toBe('privacy-policy');
    expect(id.body.length).toBeGreaterThan(0);
    expect(en.title).not.toBe(id.title);
  });

  it('answers an unknown slug with 404 and a bad one with 400', async () => {
    const missing = await get('v2/web-page/find?slug=no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(ErrorSchema.parse(missing.json()).message).toMatch(/not found/i);
    for (const url of ['v2/web-page/find', 'v2/web-page/find?slug=', 'v2/web-page/find?slug=..%2F..%2Fetc']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
  });
});

describe('GET v2/faq', () => {
  it('lists every FAQ, or one group', async () => {
    const all = FaqResponseSchema.parse(await ok('v2/faq')).data;
    const service = FaqResponseSchema.parse(await ok('v2/faq?group=service')).data;
    expect(service.length).toBeGreaterThan(0);
    expect(service.every((f) => f.group === 'service')).toBe(true);
    expect(service).toEqual(all.filter((f) => f.group === 'service'));
    expect((await get('v2/faq?group=sales')).statusCode).toBe(400);
  });
});

describe('GET v2/video-content', () => {
  it('lists videos newest first, limit and search narrow it', async () => {
    const all = VideosResponseSchema.parse(await ok('v2/video-content')).data;
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(10);
    const dates = all.map((v) => v.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all[0]!.url).toBe(`https://www.youtube.com/watch?v=${all[0]!.youtube_id}`);
    const two = VideosResponseSchema.parse(await ok('v2/video-content?limit=2')).data;
    expect(two).toEqual(all.slice(0, 2));
    const found = VideosResponseSchema.parse(await ok('v2/video-content?search=HOLLYLAND')).data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((v) => /hollyland/i.test(v.title))).toBe(true);
    const english = VideosResponseSchema.parse(await ok('v2/video-content?search=unboxing&lang=en')).data;
    expect(english.length).toBeGreaterThan(0);
  });

  it.each(['v2/video-content?limit=0', 'v2/video-content?limit=100000', 'v2/video-content?limit=x'])('answers %s with 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});
