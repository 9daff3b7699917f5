import type { Comparison, ComparisonRow, ProductAttribute, ProductSummary } from './catalogue';

// The comparison of up to four products (/bandingkan, docs/decisions/010-public-pages.md), built the same
// way by the server (`v2/product/compare`) and by the device from saved product pages when the server cannot
// be reached (docs/decisions/101-save-for-offline.md): one function, so the two never disagree.

/** One product as the comparison needs it: its summary and its typed values (the product page's `attributes`). */
export type CompareInput = { product: ProductSummary; attributes: readonly ProductAttribute[] };

const signature = (a: Pick<ProductAttribute, 'type' | 'unit'>) => `${a.type}|${a.unit ?? ''}`;

/**
 * Rows are the compared attributes that every category among the products carries: for each category, an
 * attribute counts when at least one of its compared products has a value for it, with the same type and
 * unit (a 77 mm thread never lines up against a weight, nor grams against kilograms). Products of one
 * category compare on all of their compared attributes; products of several on the common ones. Rows follow
 * the first product's order, then the next one's; a product without a value has null.
 */
export function buildComparison(items: readonly CompareInput[]): Comparison {
  const byCategory = new Map<number, Map<string, string>>();
  for (const { product, attributes } of items) {
    const keys = byCategory.get(product.category.id) ?? new Map<string, string>();
    for (const attribute of attributes) if (attribute.compared) keys.set(attribute.key, signature(attribute));
    byCategory.set(product.category.id, keys);
  }
  const categories = [...byCategory.values()];
  const rows: ComparisonRow[] = [];
  const seen = new Set<string>();
  for (const { attributes } of items) {
    for (const attribute of attributes) {
      if (!attribute.compared || seen.has(attribute.key)) continue;
      seen.add(attribute.key);
      if (!categories.every((keys) => keys.get(attribute.key) === signature(attribute))) continue;
      rows.push({
        key: attribute.key,
        label: attribute.label,
        type: attribute.type,
        unit: attribute.unit,
        values: items.map((item) => item.attributes.find((a) => a.key === attribute.key && a.compared)?.value ?? null),
      });
    }
  }
  return { products: items.map((item) => item.product), rows };
}

const comparable = (value: ComparisonRow['values'][number]) =>
  Array.isArray(value) ? JSON.stringify([...value].sort()) : JSON.stringify(value);

/** Whether a row's values differ between the products (a missing value differs from any value; option order does not count). */
export function rowDiffers(row: Pick<ComparisonRow, 'values'>): boolean {
  return new Set(row.values.map(comparable)).size > 1;
}
