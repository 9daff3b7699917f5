import { describe, expect, it } from 'vitest';
import { renderMedia } from '../media/render-media';
import { demoContent } from './demo-content';

const c = demoContent;
const unique = (values: string[]): boolean => new Set(values).size === values.length;
const brandSlugs = new Set(c.brands.map((b) => b.slug));
const categorySlugs = new Set(c.categories.map((x) => x.slug));
const productSlugs = new Set(c.products.map((p) => p.slug));
const cityByCode = new Map(c.cities.map((x) => [x.code, x]));
// Indonesia's bounding box (Sabang to Merauke, Miangas to Rote).
const inIndonesia = (lat: number, lng: number): boolean => lat > -11.2 && lat < 6.2 && lng > 94.7 && lng < 141.1;

describe('demo content', () => {
  it('has the catalogue counts the brief asks for', () => {
    expect(c.brands.length).toBeGreaterThanOrEqual(20);
    expect(c.categories.length).toBeGreaterThanOrEqual(12);
    expect(c.categories.filter((x) => x.popular_rank !== null)).toHaveLength(6);
    expect(c.products.length).toBeGreaterThanOrEqual(150);
    expect(c.products.filter((p) => p.trending_rank !== null).length).toBeGreaterThanOrEqual(10);
    for (const slug of ['insta360', 'hollyland', 'saramonic']) {
      expect(brandSlugs.has(slug)).toBe(true);
      expect(c.products.filter((p) => p.brand_slug === slug).length).toBeGreaterThanOrEqual(6);
    }
  });

  it('has unique slugs and valid references', () => {
    expect(unique(c.brands.map((b) => b.slug))).toBe(true);
    expect(unique(c.categories.map((x) => x.slug))).toBe(true);
    expect(unique(c.products.map((p) => p.slug))).toBe(true);
    expect(unique(c.articles.map((a) => a.slug))).toBe(true);
    expect(unique(c.jobVacancies.map((j) => j.slug))).toBe(true);
    for (const p of c.products) {
      expect(brandSlugs.has(p.brand_slug), p.slug).toBe(true);
      expect(categorySlugs.has(p.category_slug), p.slug).toBe(true);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // Rows a typed value says all of are left to it (src/server/seed/content/products/typed.ts).
      expect(p.specs.length + Object.keys(p.attrs).length, p.slug).toBeGreaterThanOrEqual(10);
      expect(p.specs.length).toBeGreaterThanOrEqual(2);
      expect(p.specs.length).toBeLessThanOrEqual(10);
      expect(p.faq.length).toBeGreaterThanOrEqual(2);
      expect(p.in_box.length).toBe(p.in_box_en?.length);
      expect(p.marketplace_links.length).toBeGreaterThanOrEqual(2);
      expect(p.manual_url).toBe(`/media/manuals/${p.slug}.pdf`);
      expect(p.image.url.startsWith('/media/')).toBe(true);
    }
    for (const a of c.articles) for (const s of a.related_product_slugs) expect(productSlugs.has(s), `${a.slug} → ${s}`).toBe(true);
    for (const w of c.warrantyPolicies) expect(brandSlugs.has(w.brand_slug)).toBe(true);
    for (const g of c.giveaways) for (const s of g.product_slugs) expect(productSlugs.has(s)).toBe(true);
    for (const s of [...c.dealers, ...c.onlineStores]) for (const b of s.brands) expect(brandSlugs.has(b)).toBe(true);
  });

  it('loads the official regions and places every dealer in Indonesia', () => {
    expect(c.provinces).toHaveLength(38);
    expect(c.cities).toHaveLength(514);
    expect(c.provinces.find((p) => p.code === '31')?.name).toMatch(/Jakarta/);
    expect(c.dealers.length).toBeGreaterThanOrEqual(150);
    expect(c.onlineStores.length).toBeGreaterThanOrEqual(20);
    expect(new Set(c.dealers.map((d) => d.province_code)).size).toBeGreaterThanOrEqual(25);
    for (const d of c.dealers) {
      const city = cityByCode.get(d.city_code ?? '');
      expect(city, d.name).toBeDefined();
      expect(city?.province_code).toBe(d.province_code);
      expect(city?.lat, `${d.city_code} has coordinates`).not.toBeNull();
      expect(inIndonesia(city?.lat ?? 0, city?.lng ?? 0)).toBe(true);
      expect(inIndonesia(d.lat ?? 0, d.lng ?? 0)).toBe(true);
      expect(Math.abs((d.lat ?? 0) - (city?.lat ?? 0))).toBeLessThan(0.05);
      expect(d.phone_primary).toMatch(/^\(0\d{2,3}\) \d/);
      expect(d.whatsapp).toMatch(/^628\d{8,11}$/);
    }
    expect(c.serviceCenters.length).toBeGreaterThanOrEqual(20);
    for (const s of c.serviceCenters) expect(cityByCode.get(s.city_code)?.lat).not.toBeNull();
    const centreIds = new Set(c.serviceCenters.map((s) => s.id));
    for (const p of c.pickupPoints) expect(centreIds.has(p.service_center_id)).toBe(true);
  });

  it('has the content blocks of the site', () => {
    expect(c.articles.length).toBeGreaterThanOrEqual(60);
    for (const category of ['news', 'photography', 'videography', 'sport', 'gadget']) {
      const years = new Set(c.articles.filter((a) => a.category === category).map((a) => a.published_at.slice(0, 4)));
      expect(years.size, category).toBeGreaterThanOrEqual(4);
    }
    for (const a of c.articles) expect((a.body.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(c.jobVacancies.length).toBeGreaterThanOrEqual(8);
    expect(c.promotions.length).toBeGreaterThanOrEqual(4);
    expect(c.promotions.some((p) => p.tag === 'marketplace')).toBe(true);
    expect(c.sliders.filter((s) => s.tag === 'main_slider').length).toBeGreaterThanOrEqual(3);
    expect(c.sliders.some((s) => s.tag === 'promo_slider_left')).toBe(true);
    expect(c.sliders.some((s) => s.tag === 'promo_slider_right')).toBe(true);
    expect(c.testimonials.length).toBeGreaterThanOrEqual(6);
    expect(c.newsticker).toHaveLength(3);
    expect(new Set(c.faqs.map((f) => f.group))).toEqual(new Set(['general', 'service', 'warranty']));
    expect(c.milestones.map((m) => m.year)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(c.milestones[0]?.brand_count).toBe(2);
    expect(c.milestones.at(-1)?.brand_count).toBe(27);
    expect(c.warrantyPolicies.every((w) => w.replacement_days === 14)).toBe(true);
    expect(c.lotteryCampaigns[0]).toMatchObject({ id: 1, type: 'A01', rupiah_per_code: 1_000_000 });
    expect(c.siteFeatures.length).toBeGreaterThanOrEqual(4);
    expect(c.videos.length).toBeGreaterThanOrEqual(6);
    expect(c.homeAttributes.filter((h) => h.tag === 'feature_section').length).toBeGreaterThanOrEqual(4);
    expect(c.homeAttributes.filter((h) => h.tag === 'product_section').length).toBeGreaterThanOrEqual(2);
    expect(c.webPages.map((p) => p.slug)).toEqual(expect.arrayContaining(['privacy-policy', 'syarat-ketentuan']));
    expect(c.giveaways.map((g) => g.slug).sort()).toEqual([
      'hollyland-hoki',
      'hollyland-lark-m2s',
      'saramonic-air-feel-the-air-win-the-air',
    ]);
  });
});

describe('renderMedia', () => {
  const isWebp = (b: Buffer): boolean => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

  it('renders every kind of referenced image as WebP', async () => {
    const urls = [
      c.products[0]?.image.url,
      c.products[5]?.images[1]?.url,
      c.brands[0]?.image_url,
      c.articles[0]?.thumbnail.url,
      c.sliders[0]?.image.url,
      c.sliders[0]?.image_mobile.url,
      c.testimonials[0]?.avatar.url,
      c.promotions[0]?.image.url,
      c.videos[0]?.thumbnail.url,
      c.webAccessories[0]?.hover_media_url,
      c.categories[0]?.image_url,
      c.giveaways[0]?.image.url,
      c.homeSections[0]?.image.url,
    ];
    for (const url of urls) {
      expect(url).toBeTruthy();
      const media = await renderMedia((url ?? '').replace(/^\/media\//, ''));
      expect(media?.contentType, url ?? '').toBe('image/webp');
      expect(isWebp(media?.body ?? Buffer.alloc(0))).toBe(true);
    }
  });

  it('renders a manual as a PDF and refuses unknown paths', async () => {
    const pdf = await renderMedia(`manuals/${c.products[0]?.slug}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const text = pdf?.body.toString('latin1') ?? '';
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(await renderMedia('products/no-such-product-640.webp')).toBeNull();
    expect(await renderMedia(`products/${c.products[0]?.slug}-999.webp`)).toBeNull();
    expect(await renderMedia('../etc/passwd')).toBeNull();
  });
});
