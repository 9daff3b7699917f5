import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { MainSliderResponseSchema, PromoSliderResponseSchema } from '@/contract/home';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/cms/${url}`, headers });

describe('sliders (docs/product.md §7: reads main_slider / promo_slider)', () => {
  it('serves the hero slides in order under main_slider', async () => {
    const res = await get('v2/main-slider');
    expect(res.statusCode).toBe(200);
    const { main_slider } = MainSliderResponseSchema.parse(res.json());
    expect(main_slider.length).toBeGreaterThan(0);
    expect(main_slider.every((s) => s.tag === 'main_slider')).toBe(true);
    const order = main_slider.map((s) => s.sort_order);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(main_slider[0]!.image.url).toMatch(/^\/media\//);
  });

  it('serves titles in English on Accept-Language: en', async () => {
    const id = MainSliderResponseSchema.parse((await get('v2/main-slider')).json()).main_slider;
    const en = MainSliderResponseSchema.parse((await get('v2/main-slider', { 'accept-language': 'en' })).json()).main_slider;
    expect(en.map((s) => s.id)).toEqual(id.map((s) => s.id));
    expect(en.some((s, i) => s.title !== id[i]!.title)).toBe(true);
  });

  it('serves one promo side per tag, both without a tag', async () => {
    const left = PromoSliderResponseSchema.parse((await get('v2/promo-slider?tag=promo_slider_left')).json()).promo_slider;
    const right = PromoSliderResponseSchema.parse((await get('v2/promo-slider?tag=promo_slider_right')).json()).promo_slider;
    const both = PromoSliderResponseSchema.parse((await get('v2/promo-slider')).json()).promo_slider;
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((s) => s.tag === 'promo_slider_left')).toBe(true);
    expect(right.every((s) => s.tag === 'promo_slider_right')).toBe(true);
    expect(both.map((s) => s.id)).toEqual([...left, ...right].map((s) => s.id));
    // An empty tag is no filter, as in the CMS (decision 150).
    const empty = PromoSliderResponseSchema.parse((await get('v2/promo-slider?tag=')).json()).promo_slider;
    expect(empty.map((s) => s.id)).toEqual(both.map((s) => s.id));
  });

  it.each(['v2/promo-slider?tag=main_slider', 'v2/main-slider?lang=de'])('answers %s with 400', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});
