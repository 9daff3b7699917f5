import type { Database } from '../db/client';
import { brands, categories, products } from '../db/schema';
import type { BrandRow, CategoryRow, ProductRow } from './content/types';
import { insertInChunks } from './insert-in-chunks';

export type CatalogueContent = { categories: CategoryRow[]; brands: BrandRow[]; products: ProductRow[] };

/** Inserts categories and brands, then products with their slugs mapped to ids. */
export async function seedCatalogue(db: Database, content: CatalogueContent) {
  const categoryIds = new Map<string, number>();
  for (const row of await db.insert(categories).values(content.categories).returning({ id: categories.id, slug: categories.slug })) {
    categoryIds.set(row.slug, row.id);
  }
  const brandIds = new Map<string, number>();
  const brandValues = content.brands.map(({ color: _color, ...brand }) => brand);
  for (const row of await db.insert(brands).values(brandValues).returning({ id: brands.id, slug: brands.slug })) {
    brandIds.set(row.slug, row.id);
  }
  const productValues = content.products.map(({ brand_slug, category_slug, ...product }) => {
    const brand_id = brandIds.get(brand_slug);
    const category_id = categoryIds.get(category_slug);
    if (brand_id === undefined || category_id === undefined) {
      throw new Error(`Product ${product.slug}: unknown brand ${brand_slug} or category ${category_slug}`);
    }
    return { ...product, brand_id, category_id, updated_at: product.created_at };
  });
  await insertInChunks(productValues, (chunk) => db.insert(products).values(chunk));
}
