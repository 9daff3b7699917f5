import { msg } from '@lingui/core/macro';
import type { ProductSummary } from '@/contract/catalogue';
import { PRODUCT_PAGE_SIZE } from '@/contract/catalogue-terms';
import { eachLimited, type OfflineDataset } from '@/offline/offline-datasets';
import { getBrandStoresQueryOptions } from '../api/get-brand-stores';
import { getBrandsQueryOptions } from '@/api/get-brands';
import { getCategoriesQueryOptions } from '@/api/get-categories';
import { getProductListQueryOptions } from '../api/get-product-list';
import { getProductsQueryOptions } from '../api/get-products';
import { catalogueKeys } from '../api/query-keys';
import { parseProductFilters } from '../lib/product-filters';

// The whole catalogue for "Simpan untuk offline" (decision 101): every product (100 a page), each
// thumbnail, the brand and category lists and /product-catalog's list. Each product page with its specs is
// in the saved dataset and answered from it on demand (docs/decisions/101-save-for-offline.md).
const PAGE = 100;
const PARALLEL = 4;

export const catalogueDataset: OfflineDataset = {
  id: 'catalogue',
  label: msg`Katalog produk`,
  async save(ctx) {
    const list = (page: number) => ctx.fetch(getProductsQueryOptions({ perPage: PAGE, page }, ctx.lang));
    const first = await list(1);
    const rest = await Promise.all(Array.from({ length: first.last_page - 1 }, (_, i) => list(i + 2)));
    const products = [first, ...rest].flatMap((page) => page.data);
    const brands = await ctx.fetch(getBrandsQueryOptions(false, ctx.lang));
    await ctx.fetch(getBrandsQueryOptions(true, ctx.lang));
    const categories = await ctx.fetch(getCategoriesQueryOptions(ctx.lang));
    // The product page's dealer tab: the stores carrying each brand (decision 101). Brand pages, category
    // pages and every filter of the lists are computed on the device from the saved products.
    await eachLimited(brands, PARALLEL, async (brand) => {
      await ctx.fetch(getBrandStoresQueryOptions('offline_store', brand.slug, ctx.lang));
      await ctx.fetch(getBrandStoresQueryOptions('online_store', brand.slug, ctx.lang));
    });
    // /product-catalog without filters, every page of it (the staff's offline list).
    const catalog = getProductListQueryOptions(parseProductFilters(new URLSearchParams()), ctx.lang);
    const pages = Math.max(1, Math.ceil(first.total / PRODUCT_PAGE_SIZE));
    await ctx.client.fetchInfiniteQuery({ ...catalog, pages, staleTime: 0 });
    // Each category's first page: its facets name the attributes the device filters and counts by.
    await eachLimited(categories, PARALLEL, async (category) => {
      const list = getProductListQueryOptions({ ...parseProductFilters(new URLSearchParams()), category: category.slug }, ctx.lang);
      await ctx.client.fetchInfiniteQuery({ ...list, pages: 1, staleTime: 0 });
    });

    for (const product of products) await ctx.saveImage(product.image_base.url);
    ctx.progress(1, 1);
    return products.length;
  },
  searchable(client, lang) {
    // Every product list of the language the cache holds (the saved one, and lists seen while browsing).
    const lists = client.getQueriesData<{ data: ProductSummary[] }>({ queryKey: catalogueKeys.products(lang, {}).slice(0, 3) });
    return { products: lists.flatMap(([, page]) => page?.data ?? []) };
  },
};
