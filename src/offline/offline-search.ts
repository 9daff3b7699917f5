import type { QueryClient } from '@tanstack/react-query';
import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import type { ProductSummary } from '../contract/catalogue';
import type { Lang } from '../contract/common';
import type { SearchArticle, SearchDealer } from '../contract/search';
import { queryWords, wordAlternatives } from '../contract/search-terms';
import { ensureOfflineDatasets, searchableData, searchableSavedData } from './offline-datasets';
import { savedAnswers } from './save-for-offline';

// Offline search (docs/product.md §10, decision 071): when the server cannot be reached, the header search
// and /search/{query} search what the device saved, with MiniSearch (prefix and typo tolerant).

export type DeviceSearchResult = { products: ProductSummary[]; dealers: SearchDealer[]; articles: SearchArticle[] };

type Doc = { id: string; kind: 'product' | 'dealer' | 'article'; name: string; brand: string; category: string; text: string };

/** Article bodies are HTML: their words, without tags and entities. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

const indexes = new WeakMap<QueryClient, { key: string; index: MiniSearch<Doc>; data: Awaited<ReturnType<typeof searchableSavedData>> }>();

// MiniSearch loads only when first needed (it is precached, so also offline): not on every first visit.
async function indexFor(client: QueryClient, lang: Lang) {
  await ensureOfflineDatasets();
  const data = await searchableSavedData(client, lang, savedAnswers);
  // Rebuilt only when the saved data changed (a cheap fingerprint: counts and language).
  const key = `${lang}:${data.products.length}:${data.dealers.length}:${data.articles.length}:${data.articles.reduce((n, a) => n + a.text.length, 0)}`;
  const cached = indexes.get(client);
  if (cached?.key === key) return cached;
  const { default: MiniSearchClass } = await import('minisearch');
  const index = new MiniSearchClass<Doc>({
    fields: ['name', 'brand', 'category', 'text'],
    searchOptions: { boost: { name: 3, brand: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll([
    ...data.products.map((p) => ({
      id: `p${p.id}`,
      kind: 'product' as const,
      name: p.name,
      brand: p.brand.name,
      category: p.category.name,
      text: p.description,
    })),
    ...data.dealers.map((d) => ({
      id: `d${d.id}`,
      kind: 'dealer' as const,
      name: d.name,
      brand: '',
      category: d.city ?? '',
      text: d.address ?? '',
    })),
    ...data.articles.map((a) => ({
      id: `a${a.id}`,
      kind: 'article' as const,
      name: a.title,
      brand: '',
      category: a.article_category,
      text: plainText(a.text),
    })),
  ]);
  const entry = { key, index, data };
  indexes.set(client, entry);
  return entry;
}

/**
 * True when the device holds anything to search. The datasets' code (every feature's reads) loads first, from
 * the worker's precache when offline: it is not part of any page's start-up (docs/decisions/112-start-up-and-the-shell.md).
 */
export async function hasSearchableData(client: QueryClient, lang: Lang): Promise<boolean> {
  // Not loaded (a chunk out of reach): nothing is registered and nothing is searched, the caller's error stands.
  await ensureOfflineDatasets().catch(() => undefined);
  const { products, dealers, articles } = searchableData(client, lang);
  return products.length + dealers.length + articles.length > 0;
}

/**
 * Every word of `q` (AND), each also as its Indonesian stem or a synonym (OR): the vocabulary the server's
 * search uses too (src/contract/search-terms.ts), so "mic" finds a saved "Mikrofon" offline as online.
 */
export function deviceQuery(q: string): Query {
  const words = queryWords(q);
  if (words.length === 0) return q;
  return { combineWith: 'AND', queries: words.map((word) => ({ combineWith: 'OR', queries: wordAlternatives(word) })) };
}

/** The saved products, dealers and articles matching `q`, best first. */
export async function searchOnDevice(client: QueryClient, lang: Lang, q: string): Promise<DeviceSearchResult> {
  const { index, data } = await indexFor(client, lang);
  const products = new Map(data.products.map((p) => [`p${p.id}`, p]));
  const dealers = new Map(data.dealers.map((d) => [`d${d.id}`, d]));
  const articles = new Map(data.articles.map(({ text: _text, ...a }) => [`a${a.id}`, a]));
  const hits = index.search(deviceQuery(q));
  return {
    products: hits.flatMap((hit) => products.get(String(hit.id)) ?? []),
    dealers: hits.flatMap((hit) => dealers.get(String(hit.id)) ?? []),
    articles: hits.flatMap((hit) => articles.get(String(hit.id)) ?? []),
  };
}
