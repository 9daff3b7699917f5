import type { DemoContent } from './content/demo-content';
import { createRng } from './content/prng';

// The benchmark knob (docs/benchmarks.md): N copies of the catalogue, the dealers and the articles, each
// copy marked in its slug and name so that search sees N distinct, realistic-looking rows. A dealer's copies stand
// up to JITTER_DEG (about 6 km) from it, deterministically, so that "nearest" is answered over shops spread over
// each city rather than over 70 shops on one spot (bench/dealers.mjs); their province and city stay the original's.

const JITTER_DEG = 0.05;

export const TOP_SCALE = 70; // 10,640 products, 13,230 dealers, 4,200 + 1,000 extra articles ≥ 5,000

export function scaleContent(content: DemoContent, factor: number): DemoContent {
  if (!Number.isInteger(factor) || factor < 1) throw new Error('--scale must be a whole number ≥ 1');
  if (factor === 1) return content;
  const copies = Array.from({ length: factor - 1 }, (_, i) => i + 2);

  const products = [
    ...content.products,
    ...copies.flatMap((n) =>
      content.products.map((p) => ({ ...p, slug: `${p.slug}-s${n}`, name: `${p.name} S${n}`, trending_rank: null })),
    ),
  ];

  let nextStoreId = Math.max(...[...content.dealers, ...content.onlineStores].map((s) => s.id)) + 1;
  const rng = createRng('scale-dealers');
  const jitter = (deg: number | null | undefined) =>
    deg == null ? deg : Math.round((deg + (rng.next() * 2 - 1) * JITTER_DEG) * 1e6) / 1e6;
  const dealers = [
    ...content.dealers,
    ...copies.flatMap((n) =>
      content.dealers.map((d) => ({ ...d, id: nextStoreId++, name: `${d.name} ${n}`, lat: jitter(d.lat), lng: jitter(d.lng) })),
    ),
  ];

  // Articles get a bit more than the others so the top scale passes 5,000.
  const articleCopies = Array.from({ length: Math.ceil(factor * 1.25) - 1 }, (_, i) => i + 2);
  const articles = [
    ...content.articles,
    ...articleCopies.flatMap((n) => content.articles.map((a) => ({ ...a, slug: `${a.slug}-s${n}`, title: `${a.title} (${n})` }))),
  ];

  return { ...content, products, dealers, articles };
}
