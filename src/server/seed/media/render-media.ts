import sharp from 'sharp';
import { articleBySlug } from '../content/articles';
import { brandBySlug } from '../content/brands';
import { giveaways } from '../content/campaigns';
import { categoryBySlug } from '../content/categories';
import { homeAttributes, homeSections, promotions, sliders, testimonials, videos } from '../content/home';
import { hashString } from '../content/prng';
import { productBySlug, products } from '../content/products';
import type { ProductRow } from '../content/types';
import { ASPECT, FIXED_SIZE, IMAGE_WIDTHS } from './image-ref';
import { buildPdf, type PdfLine } from './pdf';
import { avatarSvg, bannerSvg, brandSvg, productSvg } from './renderers';
import { productFamily } from './silhouettes';

export type RenderedMedia = { body: Buffer; contentType: string };

const ARTICLE_COLORS: Record<string, string> = {
  news: '#1f4fbf',
  photography: '#8a1538',
  videography: '#b3202f',
  sport: '#0a7a4d',
  gadget: '#b37400',
};
const PALETTE = ['#1f4fbf', '#8a1538', '#0a7a4d', '#b3202f', '#5b2c83', '#00808a', '#b37400'];
const DENKA = '#c8102e';

const webp = async (svg: string): Promise<RenderedMedia> => ({
  body: await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 1 }).toBuffer(),
  contentType: 'image/webp',
});

function productArt(p: ProductRow, view: 1 | 2 | 3) {
  const brand = brandBySlug.get(p.brand_slug);
  return {
    name: p.name,
    brand: brand?.name ?? p.brand_slug,
    color: brand?.color ?? DENKA,
    category: p.category_slug,
    categoryLabel: categoryBySlug.get(p.category_slug)?.name ?? '',
    lines: view === 2 ? p.specs.map((s) => `${s.label}: ${s.value}`) : p.in_box,
  };
}

const ARTICLE_ART: Record<string, string> = {
  news: 'kamera-360',
  photography: 'lens',
  videography: 'gimbal',
  sport: 'action-camera',
  gadget: 'webcam',
};
const FALLBACK_ART = ['kamera-360', 'mic-wireless', 'gimbal', 'action-camera', 'led-panel', 'video-transmission'];

/** The family drawn on a banner: the product its text names, else the brand's first product, else by hash. */
function artFor(text: string, brandSlug?: string | null): string {
  const named = products.find((p) => text.includes(p.name)) ?? products.find((p) => brandSlug && p.brand_slug === brandSlug);
  return named ? productFamily(named.category_slug, named.name) : (FALLBACK_ART[hashString(text) % FALLBACK_ART.length] ?? 'kamera-360');
}

/** The art of a wide image, by media kind and name (no text: decision 080); null when the name is unknown. */
function bannerFor(kind: string, name: string): { color: string; art?: string; play?: boolean } | null {
  switch (kind) {
    case 'articles': {
      const a = articleBySlug.get(name);
      return a
        ? {
            color: ARTICLE_COLORS[a.category] ?? DENKA,
            art: a.kind === 'event' ? 'mic-wireless' : (ARTICLE_ART[a.category] ?? artFor(a.title)),
          }
        : null;
    }
    case 'sliders':
    case 'sliders-mobile': {
      const s = sliders.find((x) => String(x.id) === name);
      return s ? { color: PALETTE[s.id % PALETTE.length] ?? DENKA, art: artFor(`${s.title} ${s.subtitle ?? ''}`) } : null;
    }
    case 'promotions': {
      const p = promotions.find((x) => x.slug === name);
      return p ? { color: brandBySlug.get(p.brand_slugs[0] ?? '')?.color ?? DENKA, art: artFor(p.title, p.brand_slugs[0]) } : null;
    }
    case 'videos': {
      const v = videos.find((x) => String(x.id) === name);
      return v ? { color: brandBySlug.get(v.brand_slug ?? '')?.color ?? DENKA, art: artFor(v.title, v.brand_slug), play: true } : null;
    }
    case 'categories': {
      const c = categoryBySlug.get(name);
      return c ? { color: PALETTE[hashString(c.slug) % PALETTE.length] ?? DENKA, art: c.slug } : null;
    }
    case 'giveaways': {
      const g = giveaways.find((x) => x.slug === name);
      return g ? { color: brandBySlug.get(g.brand_slug)?.color ?? DENKA, art: artFor(g.title, g.brand_slug) } : null;
    }
    case 'sections': {
      const s = homeSections.find((x) => x.key === name);
      if (s) return { color: DENKA, art: artFor(s.title) };
      const a = homeAttributes.find((x) => x.image?.url.includes(`/${name}-`));
      return a ? { color: PALETTE[a.id % PALETTE.length] ?? DENKA } : null;
    }
    default:
      return null;
  }
}

function manual(p: ProductRow): RenderedMedia {
  const brand = brandBySlug.get(p.brand_slug)?.name ?? p.brand_slug;
  const lines: PdfLine[] = [
    { text: p.name, size: 22, bold: true },
    { text: `Panduan singkat / Quick guide  -  ${brand}`, size: 12, gap: 6 },
    { text: p.description, gap: 14 },
    { text: p.description_en ?? p.description, gap: 4 },
    { text: 'Spesifikasi / Specifications', size: 14, bold: true, gap: 16 },
    ...p.specs.map((s) => ({ text: `${s.label_en ?? s.label}: ${s.value_en ?? s.value}` })),
    { text: 'Isi kemasan / In the box', size: 14, bold: true, gap: 16 },
    ...(p.in_box_en ?? p.in_box).map((item) => ({ text: `- ${item}` })),
    { text: 'Pemberitahuan / Notice', size: 14, bold: true, gap: 16 },
    {
      text: 'Dokumen demo yang dibuat otomatis oleh situs Denka; angka spesifikasi bersifat perkiraan. Untuk panduan lengkap lihat dokumentasi resmi produsen.',
      gap: 2,
    },
    {
      text: "Demo document generated by the Denka website; specification figures are approximate. See the manufacturer's official documentation for the full manual.",
    },
    { text: 'Garansi resmi & service center: denka.co.id/service-center', gap: 10 },
  ];
  return { body: buildPdf(`${p.name} - Manual`, lines), contentType: 'application/pdf' };
}

const WIDTHS = new Set<number>(IMAGE_WIDTHS);

/**
 * Maps a media path (below `/media/`) to generated bytes, or null if the path names nothing we know:
 * `products/{slug}[--{1|2|3}]-{w}.webp`, `brands/{slug}.webp`, `manuals/{slug}.pdf`,
 * `articles|categories|promotions|videos|sections|giveaways|sliders|sliders-mobile/{name}-{w}.webp`,
 * `avatars/{id}.webp`, `accessories/{brand|denka|denka-mobile}-{mono|color}.webp`. Widths: 320, 640, 1024.
 */
export async function renderMedia(path: string): Promise<RenderedMedia | null> {
  const clean = path.replace(/^\/+/, '').replace(/^media\//, '');
  const slash = clean.indexOf('/');
  if (slash < 0) return null;
  const kind = clean.slice(0, slash);
  const file = clean.slice(slash + 1);
  if (file.includes('/')) return null;

  if (kind === 'manuals') {
    const m = /^(.+)\.pdf$/.exec(file);
    const p = m?.[1] ? productBySlug.get(m[1]) : undefined;
    return p ? manual(p) : null;
  }
  const fixed = /^(.+)\.webp$/.exec(file)?.[1];
  if (kind === 'brands' && fixed) {
    const b = brandBySlug.get(fixed);
    return b ? webp(brandSvg(b.name, b.color, false, FIXED_SIZE.brands.width, FIXED_SIZE.brands.height)) : null;
  }
  if (kind === 'avatars' && fixed) {
    const t = testimonials.find((x) => String(x.id) === fixed);
    return t ? webp(avatarSvg(t.name, PALETTE[t.id % PALETTE.length] ?? DENKA, FIXED_SIZE.avatars.width)) : null;
  }
  if (kind === 'accessories' && fixed) {
    const m = /^(.+)-(mono|color)$/.exec(fixed);
    if (!m?.[1]) return null;
    const mono = m[2] === 'mono';
    const b = brandBySlug.get(m[1]);
    const label = b?.name ?? (m[1] === 'denka' ? 'DENKA' : m[1] === 'denka-mobile' ? 'Denka Mobile' : null);
    const { width, height } = FIXED_SIZE.accessories;
    return label ? webp(brandSvg(label, b?.color ?? DENKA, mono, width, height)) : null;
  }

  const sized = /^(.+)-(\d+)\.webp$/.exec(file);
  if (!sized?.[1] || !WIDTHS.has(Number(sized[2]))) return null;
  const name = sized[1];
  const width = Number(sized[2]);
  if (kind === 'products') {
    const m = /^(.+?)(?:--([123]))?$/.exec(name);
    const p = m?.[1] ? productBySlug.get(m[1]) : undefined;
    if (!p) return null;
    const view = Number(m?.[2] ?? 1) as 1 | 2 | 3;
    return webp(productSvg(productArt(p, view), view, width));
  }
  const ratio = ASPECT[kind];
  const banner = ratio ? bannerFor(kind, name) : null;
  if (!ratio || !banner) return null;
  return webp(bannerSvg({ ...banner, width, height: Math.round(width * ratio) }));
}
