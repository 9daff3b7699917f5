import { accessories } from './products/accessories';
import { audio } from './products/audio';
import { camerasAndGimbals } from './products/cameras-gimbals';
import { buildProducts } from './products/define';
import { hollyland } from './products/hollyland';
import { insta360 } from './products/insta360';
import { saramonic } from './products/saramonic';
import type { ProductRow } from './types';

/** `v2/trending_product` order (spec: size 10; twelve ranked so a filter still fills the list). */
const TRENDING = [
  'insta360-x5',
  'hollyland-lark-m2s-ultimate-combo',
  'insta360-x4',
  'insta360-ace-pro-2',
  'hollyland-lark-m2-combo',
  'saramonic-blink-me-b2',
  'insta360-go-3s',
  'saramonic-air',
  'insta360-flow-2-pro',
  'hollyland-lark-max-2',
  'insta360-link-2',
  'saramonic-ultra',
];

export const products: ProductRow[] = buildProducts([
  ...insta360,
  ...hollyland,
  ...saramonic,
  ...camerasAndGimbals,
  ...audio,
  ...accessories,
]).map((product) => {
  const rank = TRENDING.indexOf(product.slug);
  return rank >= 0 ? { ...product, trending_rank: rank + 1 } : product;
});

export const productBySlug = new Map(products.map((p) => [p.slug, p]));
