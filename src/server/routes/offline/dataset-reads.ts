import type { FastifyInstance } from 'fastify';
import { JOB_PAGE_SIZE } from '@/contract/careers-terms';
import { PRODUCT_PAGE_SIZE } from '@/contract/catalogue-terms';
import type { Lang } from '@/contract/common';
import { DEALER_PAGE_SIZE } from '@/contract/dealers-terms';
import * as careers from '@/contract/endpoints/careers';
import * as catalogue from '@/contract/endpoints/catalogue';
import * as content from '@/contract/endpoints/content';
import * as dealers from '@/contract/endpoints/dealers';
import { apiPath, fillPath, type ReadEndpoint } from '@/contract/endpoints/define';
import * as home from '@/contract/endpoints/home';
import * as service from '@/contract/endpoints/service';
import * as site from '@/contract/endpoints/site';
import { OFFLINE_MEDIA_PREFIX, readKey, type ReadParams } from '@/contract/read-key';

// The reads "Simpan untuk offline" makes, answered through the app's own API (`inject`: the same handlers,
// validation and read cache as a browser's call), grouped into a few parts
// (docs/decisions/101-save-for-offline.md). They are the reads of the features' offline datasets
// (src/features/*/offline/*-dataset.ts) with the same parameters: the client looks each one up by its
// `readKey`, and a read missing here is fetched over the network as before (slower, never wrong) — the
// offline e2e counts those requests, so a parameter that drifts fails it.

/** The page size of the saved lists (the datasets' `PAGE`). */
export const LIST_PAGE = 100;
/** Product pages per part, and article pages (each with its three asides) per part. */
export const PRODUCT_CHUNK = 1000;
export const ARTICLE_CHUNK = 500;
/** The asides of an article page (src/features/content/api/get-related-*.ts, get-suggested-posts.ts). */
const RELATED_POST_LIMIT = 3;
const SUGGESTED_POST_LIMIT = 3;
const RELATED_PRODUCT_LIMIT = 4;
/** Privacy, terms, and the repair terms of /service (src/features/service/lib/service-terms.ts). */
const WEB_PAGES = ['privacy-policy', 'syarat-ketentuan', 'service-garansi'] as const;
const STORE_TYPES = ['offline_store', 'online_store'] as const;
const PARALLEL = 8;
const YIELD_EVERY = 8;

/** One answered read: its key and the endpoint's JSON text as sent. */
export type Answer = { key: string; body: string };
type Read = { endpoint: ReadEndpoint; params?: Record<string, string>; query: ReadParams };

type Page = { last_page: number; total: number; data: { slug: string; image_base?: { url?: string }; thumbnail?: { url?: string } }[] };

export class OfflineReads {
  readonly answers: Answer[] = [];
  constructor(
    private readonly app: FastifyInstance,
    readonly lang: Lang,
  ) {}

  /** Answers the reads (eight at a time) and keeps the successful ones; resolves to their parsed bodies. */
  async read(reads: readonly Read[]): Promise<unknown[]> {
    const out: unknown[] = new Array(reads.length);
    let next = 0;
    const worker = async () => {
      while (next < reads.length) {
        const index = next++;
        // Let the event loop breathe between reads: a part of the top scale is thousands of them, and other
        // requests (and the route's own wait, decision 101) must not starve meanwhile.
        if (index % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
        const { endpoint, params, query } = reads[index]!;
        const key = readKey(fillPath(endpoint.path, params), { ...query, lang: this.lang });
        const response = await this.app.inject({ method: 'GET', url: apiPath(key), headers: { accept: 'application/json' } });
        if (response.statusCode !== 200) continue; // not saved: the client asks the API for it (and gets the same error)
        this.answers.push({ key, body: response.body });
        out[index] = JSON.parse(response.body);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, reads.length) }, worker));
    return out;
  }

  /**
   * Thumbnails as `/media` serves them (`OFFLINE_MEDIA_PREFIX` + URL → type and base64 bytes): one answer instead
   * of a request per image, whose round trips dominated the save on a slow link (decision 101).
   */
  async media(urls: readonly string[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        if (next % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
        const response = await this.app.inject({ method: 'GET', url });
        const type = String(response.headers['content-type'] ?? '');
        if (response.statusCode !== 200 || !type.startsWith('image/')) continue; // the client fetches it itself
        this.answers.push({
          key: `${OFFLINE_MEDIA_PREFIX}${url}`,
          body: JSON.stringify({ type, base64: response.rawPayload.toString('base64') }),
        });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, urls.length) }, worker));
  }

  /** Every page of a paginated list: page 1, then the rest. */
  async pages(endpoint: ReadEndpoint, query: ReadParams, pageOf: (body: unknown) => Page | undefined): Promise<Page[]> {
    const [first] = await this.read([{ endpoint, query: { ...query, page: 1 } }]);
    const firstPage = pageOf(first);
    if (!firstPage) return [];
    const rest = await this.read(
      Array.from({ length: firstPage.last_page - 1 }, (_, i) => ({ endpoint, query: { ...query, page: i + 2 } })),
    );
    return [firstPage, ...rest.flatMap((body) => pageOf(body) ?? [])];
  }
}

const dataPage = (body: unknown) => (body as { data?: Page } | undefined)?.data;
const dataList = (body: unknown) => (body as { data?: { slug: string; id?: number }[] } | undefined)?.data ?? [];

/** What the base part found: the slugs the other parts read pages for, and each one's thumbnail ('' for none). */
export type BasePlan = { products: string[]; articles: string[]; productImages: string[]; articleImages: string[] };

/** Part `base`: every list the saved pages read (catalogue, content, careers, company, dealers, regions, service). */
export async function baseReads(reads: OfflineReads): Promise<BasePlan> {
  // Catalogue (src/features/catalogue/offline/catalogue-dataset.ts).
  const productPages = await reads.pages(catalogue.productFetch, { per_page: LIST_PAGE }, dataPage);
  const products = productPages.flatMap((page) => page.data.map((p) => p.slug));
  const productImages = productPages.flatMap((page) => page.data.map((p) => mediaUrl(p.image_base?.url)));
  const [brands, , categories] = await reads.read([
    { endpoint: catalogue.brandList, query: {} },
    { endpoint: catalogue.brandList, query: { featured: 'yes' } },
    { endpoint: catalogue.categoryList, query: {} },
  ]);
  await reads.read(
    dataList(brands).flatMap((brand) => STORE_TYPES.map((type) => ({ endpoint: dealers.storeList, query: { type, brand: brand.slug } }))),
  );
  // /product-catalog without filters: price ascending is its default order (parseProductFilters).
  const catalogPages = Math.max(1, Math.ceil((productPages[0]?.total ?? 0) / PRODUCT_PAGE_SIZE));
  await reads.read(
    Array.from({ length: catalogPages }, (_, i) => ({
      endpoint: catalogue.productListPage,
      query: { page: i + 1, per_page: PRODUCT_PAGE_SIZE, sort_by_price: 'asc' },
    })),
  );
  // Each category's first page with its facets: the device filters the saved products by the attributes
  // they name (src/features/catalogue/api/get-product-list.ts asks the same).
  await reads.read(
    dataList(categories).map((category) => ({
      endpoint: catalogue.productListPage,
      query: { category: category.slug, page: 1, per_page: PRODUCT_PAGE_SIZE, sort_by_price: 'asc', facets: 'yes' },
    })),
  );

  // Articles and events, promotions, legal pages (src/features/content/offline/content-dataset.ts).
  const articlePages = await reads.pages(content.articleList, { size: LIST_PAGE }, dataPage);
  const articles = articlePages.flatMap((page) => page.data.map((a) => a.slug));
  const articleImages = articlePages.flatMap((page) => page.data.map((a) => mediaUrl(a.thumbnail?.url)));
  await reads.read([
    { endpoint: home.promotionList, query: {} },
    { endpoint: home.promotionsByTag, query: { tag: 'marketplace' } },
    ...WEB_PAGES.map((slug) => ({ endpoint: site.webPageFind, query: { slug } })),
  ]);

  // Careers: every page of /karir and every vacancy (src/features/careers/offline/careers-dataset.ts).
  const jobPages = await reads.pages(careers.jobList, { per_page: JOB_PAGE_SIZE }, dataPage);
  await reads.read(
    jobPages.flatMap((page) => page.data.map((job) => ({ endpoint: careers.jobFind, params: { id: job.slug }, query: {} }))),
  );

  // Company pages, service (src/features/company/offline, src/features/service/offline).
  await reads.read([
    { endpoint: site.siteFeatures, query: {} },
    { endpoint: dealers.dealerDistribution, query: {} },
    { endpoint: content.milestoneList, query: {} },
    { endpoint: service.serviceCenterList, query: {} },
    { endpoint: service.pickupPoints, query: {} },
    { endpoint: service.holidayList, query: {} },
    { endpoint: service.warrantyPolicies, query: {} },
    { endpoint: site.faqList, query: { group: 'service' } },
    { endpoint: site.faqList, query: { group: 'warranty' } },
  ]);

  // Dealers, every page of both lists, and the province → city pickers (src/features/dealers/offline).
  for (const type of STORE_TYPES) await reads.pages(dealers.storeList, { type, per_page: DEALER_PAGE_SIZE }, dataPage);
  const [provinces] = await reads.read([{ endpoint: dealers.storeProvinces, query: {} }]);
  const provinceIds = ((provinces as { data?: { id: number | string }[] } | undefined)?.data ?? []).map((p) => String(p.id));
  await reads.read(provinceIds.map((id) => ({ endpoint: dealers.storeCities, query: { province_id: id } })));
  // The product page's city choice for "Tersedia di dealer terdekat" (src/features/catalogue/api/get-product-dealers.ts).
  await reads.read([{ endpoint: dealers.storeCityList, query: {} }]);
  return { products, articles, productImages, articleImages };
}

/** A same-origin /media URL, or '' (a thumbnail elsewhere is fetched by the client). */
const mediaUrl = (url: string | undefined) => (url && /^\/media\/[^?#]+$/.test(url) ? url : '');

/**
 * The thumbnails a chunk brings: those of its items, each the first time it appears in the list, so an image
 * many items share (the seed's scaled copies) travels once.
 */
export function chunkImages(images: readonly string[], from: number, to: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let i = 0; i < Math.min(to, images.length); i++) {
    const url = images[i]!;
    if (!url || seen.has(url)) continue;
    seen.add(url);
    if (i >= from) out.push(url);
  }
  return out;
}

/**
 * Part `products-N`: the product pages of the N-th chunk of the catalogue, each with the dealers carrying it
 * (compact; the device joins them with the saved dealers to find the nearest, docs/decisions/025-dealer-finders.md).
 */
export async function productReads(reads: OfflineReads, slugs: readonly string[]): Promise<void> {
  await reads.read(
    slugs.flatMap((slug) => [
      { endpoint: catalogue.productFind, query: { slug } },
      { endpoint: dealers.productStock, query: { product: slug } },
    ]),
  );
}

/** Part `articles-N`: the article pages of the N-th chunk, each with its related posts, suggested posts and products. */
export async function articleReads(reads: OfflineReads, slugs: readonly string[]): Promise<void> {
  await reads.read(
    slugs.flatMap((slug) => [
      { endpoint: content.articleFind, params: { id: slug }, query: {} },
      { endpoint: content.relatedPosts, query: { slug, limit: RELATED_POST_LIMIT } },
      { endpoint: content.suggestedPosts, query: { slug, limit: SUGGESTED_POST_LIMIT } },
      { endpoint: content.articleProducts, query: { slug, limit: RELATED_PRODUCT_LIMIT } },
    ]),
  );
}

/** The parts of a dataset: base, then the product and article chunks. */
export function partNames(plan: BasePlan): string[] {
  const chunks = (name: string, count: number, size: number) =>
    Array.from({ length: Math.ceil(count / size) }, (_, i) => `${name}-${i + 1}`);
  return ['base', ...chunks('products', plan.products.length, PRODUCT_CHUNK), ...chunks('articles', plan.articles.length, ARTICLE_CHUNK)];
}
