import { and, asc, count, eq, getTableColumns, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { Fits, StockState } from '@/contract/catalogue';
import {
  PRODUCT_DETAIL_OMITS,
  type Brand,
  type Category,
  type Comparison,
  type Download,
  type ProductDetail,
  type ProductSummary,
  type ProductsFetchQuery,
} from '@/contract/catalogue';
import { attributeDefs, validValues, type AttributeDef } from '@/contract/collections/attributes';
import { buildComparison } from '@/contract/compare';
import { products as productCollection } from '@/contract/collections/products';
import { wireFields } from '@/contract/collections/wire';
import { localizeFields } from '../lib/localize-fields';
import type { Database } from '../db/client';
import { brands, categories, dealerProducts, products } from '../db/schema';
import { DEFAULT_STOCK_STALE_DAYS } from '@/contract/stock';
import { localized, localizedImage } from '../lib/lang';
import { fittedIds, fittingIds } from './fits';
import { toPage } from './pagination';
import { preparedRead } from './prepared';

// Catalogue reads: categories, brands, products (docs/product.md §7.1). Rows are mapped to the contract here.

type CategoryRow = typeof categories.$inferSelect;
type BrandRow = typeof brands.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export function toCategory(row: CategoryRow, lang: Lang, productCount = 0): Category {
  return {
    id: row.id,
    slug: row.slug,
    name: localized(lang, row.name, row.name_en),
    description: localized(lang, row.description, row.description_en),
    image_url: row.image_url,
    meta_title: localized(lang, row.meta_title, row.meta_title_en),
    meta_description: localized(lang, row.meta_description, row.meta_description_en),
    product_count: productCount,
  };
}

export function toBrand(row: BrandRow, lang: Lang): Brand {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: localized(lang, row.description, row.description_en),
    image_url: row.image_url,
    meta_title: localized(lang, row.meta_title, row.meta_title_en),
    meta_description: localized(lang, row.meta_description, row.meta_description_en),
    featured: row.featured,
  };
}

/*
 * What a product summary reads (decision 140): only the columns it shows. Selecting whole rows read the
 * stored search documents too (`search_doc` holds name, descriptions and content in both languages), and
 * turning those tsvectors into text and back cost more than the query itself at top scale.
 */
export const summaryColumns = {
  product: {
    id: products.id,
    slug: products.slug,
    name: products.name,
    description: products.description,
    description_en: products.description_en,
    price: products.price,
    image: products.image,
  },
  brand: { id: brands.id, slug: brands.slug, name: brands.name, image_url: brands.image_url },
  category: { id: categories.id, slug: categories.slug, name: categories.name, name_en: categories.name_en },
};

type SummaryProduct = Pick<ProductRow, 'id' | 'slug' | 'name' | 'description' | 'description_en' | 'price' | 'image'>;
type SummaryBrand = Pick<BrandRow, 'id' | 'slug' | 'name' | 'image_url'>;
type SummaryCategory = Pick<CategoryRow, 'id' | 'slug' | 'name' | 'name_en'>;

/** Every product column except the search columns (generated, large, never shown). */
const { search_doc: _searchDoc, summary_doc: _summaryDoc, search_name: _searchName, ...productColumns } = getTableColumns(products);

export function toProductSummary(row: SummaryProduct, brand: SummaryBrand, category: SummaryCategory, lang: Lang): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: localized(lang, row.description, row.description_en),
    price: row.price,
    image_base: localizedImage(lang, row.image),
    brand: { id: brand.id, slug: brand.slug, name: brand.name, image_url: brand.image_url },
    category: { id: category.id, slug: category.slug, name: localized(lang, category.name, category.name_en) },
  };
}

type DetailProduct = Omit<ProductRow, 'search_doc' | 'summary_doc' | 'search_name'>;

/** The product page's fields beyond the summary, as the declaration lists them (src/contract/collections/products.ts). */
const DETAIL_FIELDS = wireFields(productCollection.fields, PRODUCT_DETAIL_OMITS);

/** A product's typed values that fit its category's attributes, in the category's order and the reader's language. */
export function productAttributes(defs: readonly AttributeDef[], stored: unknown, lang: Lang): ProductDetail['attributes'] {
  const values = validValues(defs, stored);
  return defs.flatMap((def) => {
    const value = values[def.key];
    if (value === undefined) return [];
    const en = lang === 'en' && def.options_en?.length === def.options?.length ? def.options_en : undefined;
    const option = (v: string) => (en ? en[def.options!.indexOf(v)] || v : v);
    return [
      {
        key: def.key,
        label: localized(lang, def.label, def.label_en),
        type: def.type,
        unit: def.type === 'number' && def.unit ? localized(lang, def.unit, def.unit_en) : null,
        compared: def.compared === true,
        value: def.type === 'choice' ? (Array.isArray(value) ? value.map(option) : option(String(value))) : value,
      },
    ];
  });
}

function toProductDetail(
  row: DetailProduct,
  brand: SummaryBrand,
  category: SummaryCategory & { attributes: unknown },
  lang: Lang,
): Omit<ProductDetail, 'dealer_stock' | 'fits' | 'fitting'> {
  return {
    ...toProductSummary(row, brand, category, lang),
    ...(localizeFields(DETAIL_FIELDS, row, lang) as Omit<
      ProductDetail,
      keyof ProductSummary | 'updated_at' | 'attributes' | 'dealer_stock' | 'fits' | 'fitting'
    >),
    attributes: productAttributes(attributeDefs(category.attributes), row.attrs, lang),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function listCategories(db: Database, lang: Lang): Promise<Category[]> {
  const rows = await db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.category_id, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.sort_order), asc(categories.name));
  return rows.map((r) => toCategory(r.category, lang, r.productCount));
}

export async function listBrands(db: Database, lang: Lang, featuredOnly: boolean): Promise<Brand[]> {
  const rows = await db
    .select()
    .from(brands)
    .where(featuredOnly ? eq(brands.featured, true) : undefined)
    .orderBy(asc(brands.sort_order), asc(brands.name));
  return rows.map((r) => toBrand(r, lang));
}

export async function findBrand(db: Database, slug: string, lang: Lang): Promise<Brand | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.slug, slug)).limit(1);
  return row && toBrand(row, lang);
}

/** Matches a free-text term against name and descriptions, ignoring case and accents. */
export function productTextFilter(term: string): SQL | undefined {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const unaccented = sql`immutable_unaccent(${pattern})`;
  return or(
    ilike(sql`immutable_unaccent(${products.name})`, unaccented),
    ilike(sql`immutable_unaccent(${products.description})`, unaccented),
    ilike(sql`immutable_unaccent(coalesce(${products.description_en}, ''))`, unaccented),
  );
}

export async function fetchProducts(db: Database, query: ProductsFetchQuery, lang: Lang) {
  const filters: (SQL | undefined)[] = [];
  if (query.slug_brand) filters.push(eq(brands.slug, query.slug_brand));
  if (query.slug_category) filters.push(eq(categories.slug, query.slug_category));
  if (query.q) filters.push(productTextFilter(query.q));
  const where = and(...filters);

  const base = () =>
    db
      .select({ ...summaryColumns, attrs: products.attrs, attributes: categories.attributes })
      .from(products)
      .innerJoin(brands, eq(products.brand_id, brands.id))
      .innerJoin(categories, eq(products.category_id, categories.id))
      .where(where);

  const [totalRow] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(brands, eq(products.brand_id, brands.id))
    .innerJoin(categories, eq(products.category_id, categories.id))
    .where(where);
  const total = totalRow?.total ?? 0;
  const rows = await base()
    .orderBy(asc(products.name), asc(products.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  // With its typed values (those that fit its category now): the device filters the saved catalogue by them.
  return toPage(
    rows.map((r) => ({
      ...toProductSummary(r.product, r.brand, r.category, lang),
      attrs: validValues(attributeDefs(r.attributes), r.attrs),
    })),
    { page: query.page, perPage: query.per_page, total },
  );
}

/*
 * The product page (decision 140): one prepared statement, every product column except the search columns
 * with its brand and category, columns aliased so that none shadows another.
 */
const productBySlug = preparedRead<{ slug: string }>('product_by_slug', () => {
  const columns = Object.entries(productColumns).map(([key, column]) => sql`${column} as ${sql.identifier(`p_${key}`)}`);
  const brand = Object.entries(summaryColumns.brand).map(([key, column]) => sql`${column} as ${sql.identifier(`b_${key}`)}`);
  const category = Object.entries({ ...summaryColumns.category, attributes: categories.attributes }).map(
    ([key, column]) => sql`${column} as ${sql.identifier(`c_${key}`)}`,
  );
  return sql`select ${sql.join([...columns, ...brand, ...category], sql`, `)}
    from ${products}
    join ${brands} on ${brands.id} = ${products.brand_id}
    join ${categories} on ${categories.id} = ${products.category_id}
    where ${products.slug} = ${sql.placeholder('slug')}
    limit 1`;
});

/** The prefixed columns of a row (`p_name` → `name` for prefix `p_`). */
function unprefixed<T>(row: Record<string, unknown>, prefix: string): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = value;
  return out as T;
}

/** `staleDays`: how long a dealer's stated stock is believed (STOCK_STALE_DAYS) for `dealer_stock`. */
export async function findProduct(
  db: Database,
  slug: string,
  lang: Lang,
  staleDays = DEFAULT_STOCK_STALE_DAYS,
): Promise<ProductDetail | undefined> {
  const [row] = await productBySlug(db, { slug });
  if (!row) return undefined;
  const product = unprefixed<DetailProduct>(row, 'p_');
  product.price = product.price === null || product.price === undefined ? null : Number(product.price);
  return {
    ...toProductDetail(
      product,
      unprefixed<SummaryBrand>(row, 'b_'),
      unprefixed<SummaryCategory & { attributes: unknown }>(row, 'c_'),
      lang,
    ),
    dealer_stock: await bestDealerStock(db, product.id, staleDays),
    ...(await productFits(db, product.slug, lang)),
  };
}

/** At most this many products on either side of what fits what. */
export const MAX_FITS = 48;

async function fitSummaries(db: Database, ids: SQL, lang: Lang): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(inArray(products.id, ids))
    .orderBy(asc(categories.sort_order), asc(products.name), asc(products.id))
    .limit(MAX_FITS);
  return rows.map((r) => toProductSummary(r.product, r.brand, r.category, lang));
}

/** A product's compatibility both ways (src/server/repositories/fits.ts): what it fits and what fits it. */
export async function productFits(db: Database, slug: string, lang: Lang): Promise<Fits> {
  return { fits: await fitSummaries(db, fittedIds(slug), lang), fitting: await fitSummaries(db, fittingIds(slug), lang) };
}

/** The best stock state a dealer states for the product within the bound (docs/decisions/025-dealer-finders.md). */
async function bestDealerStock(db: Database, productId: number, staleDays: number): Promise<StockState | null> {
  const [best] = await db
    .select({ stock: dealerProducts.stock })
    .from(dealerProducts)
    .where(
      and(
        eq(dealerProducts.product_id, productId),
        isNotNull(dealerProducts.stock),
        sql`${dealerProducts.as_of} > now() - make_interval(days => ${staleDays}::int)`,
      ),
    )
    .orderBy(sql`case ${dealerProducts.stock} when 'ada' then 0 when 'terbatas' then 1 else 2 end`)
    .limit(1);
  return best?.stock ?? null;
}

/*
 * The comparison (/bandingkan): up to four products by slug in one prepared statement — the summary's
 * columns, the typed values and the category's attribute list (docs/decisions/140-search-and-reads-at-scale.md).
 */
const productsBySlugs = preparedRead<{ slugs: string[] }>('products_by_slugs', () => {
  const columns = Object.entries({ ...summaryColumns.product, attrs: products.attrs }).map(
    ([key, column]) => sql`${column} as ${sql.identifier(`p_${key}`)}`,
  );
  const brand = Object.entries(summaryColumns.brand).map(([key, column]) => sql`${column} as ${sql.identifier(`b_${key}`)}`);
  const category = Object.entries({ ...summaryColumns.category, attributes: categories.attributes }).map(
    ([key, column]) => sql`${column} as ${sql.identifier(`c_${key}`)}`,
  );
  return sql`select ${sql.join([...columns, ...brand, ...category], sql`, `)}
    from ${products}
    join ${brands} on ${brands.id} = ${products.brand_id}
    join ${categories} on ${categories.id} = ${products.category_id}
    where ${products.slug} = any(${sql.placeholder('slugs')}::text[])`;
});

/** The products compared, in the order asked; `missing`: the slugs no product has. */
export async function compareProducts(
  db: Database,
  slugs: readonly string[],
  lang: Lang,
): Promise<{ comparison: Comparison; missing: string[] }> {
  const rows = await productsBySlugs(db, { slugs: [...slugs] });
  const bySlug = new Map(rows.map((row) => [row.p_slug as string, row]));
  const missing = slugs.filter((slug) => !bySlug.has(slug));
  const items = slugs.flatMap((slug) => {
    const row = bySlug.get(slug);
    if (!row) return [];
    const product = unprefixed<SummaryProduct & { attrs: unknown }>(row, 'p_');
    product.price = product.price === null || product.price === undefined ? null : Number(product.price);
    const category = unprefixed<SummaryCategory & { attributes: unknown }>(row, 'c_');
    return [
      {
        product: toProductSummary(product, unprefixed<SummaryBrand>(row, 'b_'), category, lang),
        attributes: productAttributes(attributeDefs(category.attributes), product.attrs, lang),
      },
    ];
  });
  return { comparison: buildComparison(items), missing };
}

/** Products that have a manual, by brand order then name; optionally one brand's (the /download page). */
export async function listDownloads(db: Database, lang: Lang, brand?: string): Promise<Download[]> {
  const rows = await db
    .select({ ...summaryColumns, manual_url: products.manual_url })
    .from(products)
    .innerJoin(brands, eq(products.brand_id, brands.id))
    .innerJoin(categories, eq(products.category_id, categories.id))
    .where(and(isNotNull(products.manual_url), brand ? eq(brands.slug, brand) : undefined))
    .orderBy(asc(brands.sort_order), asc(brands.name), asc(products.name), asc(products.id));
  return rows.map((r) => {
    const { id, slug, name, brand: brandRef, category } = toProductSummary(r.product, r.brand, r.category, lang);
    return { id, slug, name, brand: brandRef, category, manual_url: r.manual_url ?? '' };
  });
}
