import { imageRef, manualUrl } from '@/server/seed/media/image-ref';
import { brandBySlug } from '../brands';
import { categoryBySlug } from '../categories';
import { hashString, slugify } from '../prng';
import type { AttributeValues } from '@/contract/collections/attributes-terms';
import type { FaqRow, ProductRow, SpecRow } from '../types';
import { warrantyByBrand } from '../warranty';
import { boxText, typedValues } from './typed';
import { BOX_ITEMS, CATEGORY_FAQ, CATEGORY_USE, SPEC_LABELS, toEnglishValue, type BoxKey, type SpecKey, type T2 } from './dictionary';

/** [label key, value (Indonesian or neutral), English value when the phrase map is not enough]. */
export type SpecSeed = readonly [SpecKey, string, string?];
export type BoxSeed = BoxKey | T2;
export type FaqSeed = readonly [question: T2, answer: T2];

/** A real model, written by hand. */
export type ProductSeed = {
  name: string;
  brand: string;
  category: string;
  year: number;
  /** Rupiah; null = price on request. */
  price: number | null;
  desc: T2;
  specs: SpecSeed[];
  box: BoxSeed[];
  faq?: FaqSeed[];
  /** YouTube id of the product film; omitted → deterministic placeholder (none for accessories); null → none. */
  video?: string | null;
  variants?: VariantSeed[];
  /** Typed values the free text does not state (src/server/seed/content/products/typed.ts reads the rest). */
  attrs?: AttributeValues;
  /**
   * The names of the products it fits where no attribute rule says so (explicit links, their slugs stored;
   * src/server/repositories/fits.ts). Its variants fit the same.
   */
  fits?: string[];
};

/** A real kit/colour/storage variant sold under its own name; inherits everything not given. */
export type VariantSeed = {
  name: string;
  price: number;
  desc: T2;
  box?: BoxSeed[];
  specs?: SpecSeed[];
  attrs?: AttributeValues;
};

const box = (items: BoxSeed[]): [string[], string[]] => {
  const pairs = items.map((item) => (typeof item === 'string' ? BOX_ITEMS[item] : item));
  return [pairs.map((p) => p[0]), pairs.map((p) => p[1])];
};

const specRows = (specs: SpecSeed[]): SpecRow[] =>
  specs.map(([key, value, valueEn]) => {
    const [label, labelEn] = SPEC_LABELS[key];
    return { label, label_en: labelEn, value, value_en: valueEn ?? toEnglishValue(value) };
  });

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function contentHtml(name: string, desc: string, specs: SpecRow[], use: string, warranty: string, en: boolean): string {
  const items = specs
    .slice(0, 6)
    .map(
      (s) =>
        `<li><strong>${escapeHtml(en ? (s.label_en ?? s.label) : s.label)}</strong>: ${escapeHtml(en ? (s.value_en ?? s.value) : s.value)}</li>`,
    )
    .join('');
  const h = en
    ? { about: `About the ${name}`, highlights: 'Highlights', use: 'Made for', warranty: 'Official Denka warranty' }
    : { about: `Tentang ${name}`, highlights: 'Keunggulan utama', use: 'Ideal untuk', warranty: 'Garansi resmi Denka' };
  return `<h2>${escapeHtml(h.about)}</h2><p>${escapeHtml(desc)}</p><h2>${h.highlights}</h2><ul>${items}</ul><h2>${h.use}</h2><p>${escapeHtml(use)}</p><h2>${h.warranty}</h2><p>${escapeHtml(warranty)}</p>`;
}

function warrantyTexts(brandSlug: string, brandName: string): { faq: FaqRow; id: string; en: string } {
  const w = warrantyByBrand.get(brandSlug);
  if (!w) throw new Error(`no warranty policy for ${brandSlug}`);
  const id = `Garansi resmi ${w.unit_months} bulan untuk unit, ${w.accessories_months} bulan untuk aksesoris dan ${w.battery_months} bulan untuk baterai. Unit yang bermasalah dalam ${w.replacement_days} hari sejak tanggal pembelian diganti baru.`;
  const en = `Official warranty of ${w.unit_months} months on the unit, ${w.accessories_months} months on accessories and ${w.battery_months} months on the battery. A faulty unit within ${w.replacement_days} days of the purchase date is replaced with a new one.`;
  return {
    id,
    en,
    faq: {
      question: `Berapa lama garansi resmi ${brandName} dari Denka?`,
      question_en: `How long is Denka's official ${brandName} warranty?`,
      answer: id,
      answer_en: en,
    },
  };
}

const faqRow = ([q, a]: FaqSeed, name: string): FaqRow => ({
  question: q[0].replaceAll('{name}', name),
  question_en: q[1].replaceAll('{name}', name),
  answer: a[0].replaceAll('{name}', name),
  answer_en: a[1].replaceAll('{name}', name),
});

function marketplaceLinks(slug: string): ProductRow['marketplace_links'] {
  const links = [
    { marketplace: 'Tokopedia', url: `https://www.tokopedia.com/denka/${slug}` },
    { marketplace: 'Shopee', url: `https://shopee.co.id/denka.official/${slug}` },
  ];
  // Blibli carries roughly two thirds of the range.
  if (hashString(slug) % 3 !== 0) links.push({ marketplace: 'Blibli', url: `https://www.blibli.com/brand/denka-official/${slug}` });
  return links;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

function toRow(seed: ProductSeed, variant: VariantSeed | null): ProductRow {
  const brand = brandBySlug.get(seed.brand);
  const category = categoryBySlug.get(seed.category);
  if (!brand) throw new Error(`unknown brand ${seed.brand} for ${seed.name}`);
  if (!category) throw new Error(`unknown category ${seed.category} for ${seed.name}`);
  const name = variant?.name ?? seed.name;
  const slug = slugify(name);
  const desc = variant?.desc ?? seed.desc;
  // A variant's row replaces its model's row of the same label (a 77 mm filter is not also 67 mm).
  const own = new Set((variant?.specs ?? []).map(([key]) => key));
  const specSeeds = [...seed.specs.filter(([key]) => !own.has(key)), ...(variant?.specs ?? [])];
  const allSpecs = specRows(specSeeds).slice(0, 10);
  // The typed values read each row's text; rows they say all of are left to them.
  const spec: Partial<Record<SpecKey, string>> = {};
  for (const [key, value] of specSeeds) spec[key] = spec[key] ? `${spec[key]} ; ${value}` : value;
  const typed = typedValues(
    seed.category,
    { spec, box: (variant?.box ?? seed.box).map(boxText), name, year: seed.year, brand: brand.slug },
    { ...seed.attrs, ...variant?.attrs },
  );
  const specs = specRows(specSeeds.filter(([key]) => !typed.covered.has(key))).slice(0, 10);
  const [inBox, inBoxEn] = box(variant?.box ?? seed.box);
  const use = CATEGORY_USE[seed.category] ?? ['', ''];
  const warranty = warrantyTexts(brand.slug, brand.name);
  const categoryFaq = CATEGORY_FAQ[seed.category];
  const faq = [...(seed.faq ?? []).map((f) => faqRow(f, name)), ...(categoryFaq ? [faqRow(categoryFaq, name)] : []), warranty.faq].slice(
    0,
    4,
  );
  const month = (hashString(slug) % 12) + 1;
  return {
    slug,
    name,
    brand_slug: brand.slug,
    category_slug: category.slug,
    description: desc[0],
    description_en: desc[1],
    content: contentHtml(name, desc[0], allSpecs, use[0], warranty.id, false),
    content_en: contentHtml(name, desc[1], allSpecs, use[1], warranty.en, true),
    price: variant ? variant.price : seed.price,
    image: imageRef('products', slug, name),
    images: [1, 2, 3].map((view) => imageRef('products', `${slug}--${view}`, `${name} (${view}/3)`)),
    attrs: typed.values,
    fits: (seed.fits ?? []).map(slugify),
    specs,
    in_box: inBox,
    in_box_en: inBoxEn,
    faq,
    video_url: videoUrl(seed),
    manual_url: manualUrl(slug),
    marketplace_links: marketplaceLinks(slug),
    meta_title: `${name} – Harga & Spesifikasi | Denka`,
    meta_title_en: `${name} – Price & Specifications | Denka`,
    meta_description: truncate(`${desc[0]} Garansi resmi Denka.`, 160),
    meta_description_en: truncate(`${desc[1]} Official Denka warranty.`, 160),
    trending_rank: null,
    created_at: `${seed.year}-${String(month).padStart(2, '0')}-01T09:00:00+07:00`,
  };
}

// Placeholder film links (data field only); small accessories have none unless a seed names one.
function videoUrl(seed: ProductSeed): string | null {
  if (seed.video === null) return null;
  const id = seed.video ?? (seed.category === 'aksesoris' ? null : placeholderVideoId(seed.name));
  return id ? `https://www.youtube.com/watch?v=${id}` : null;
}

/** Expands hand-written seeds (and their real variants) into product rows. */
export function buildProducts(seeds: ProductSeed[]): ProductRow[] {
  return seeds.flatMap((seed) => [toRow(seed, null), ...(seed.variants ?? []).map((v) => toRow(seed, v))]);
}

/** Deterministic 11-character YouTube-style id, for placeholder video links. */
export function placeholderVideoId(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let h = hashString(key);
  let out = '';
  for (let i = 0; i < 11; i++) {
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
    out += alphabet[h % 64];
  }
  return out;
}
