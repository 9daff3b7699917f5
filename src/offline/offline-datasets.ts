import type { MessageDescriptor } from '@lingui/core';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ProductSummary } from '../contract/catalogue';
import type { Lang } from '../contract/common';
import type { SearchArticle, SearchDealer } from '../contract/search';

// "Simpan untuk offline" (docs/product.md §10): features may not import each other, so each one that owns
// data worth keeping registers a dataset here (from src/app/offline-datasets.ts) and fills the query cache
// with its own queryOptions; this layer only orchestrates, measures and searches (decision 101).

export type SaveContext = {
  client: QueryClient;
  lang: Lang;
  signal: AbortSignal;
  /** Fetches fresh (staleTime 0) into the query cache through the feature's own options; counts the bytes. */
  fetch: <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T>;
  /** Stores an image in the service worker's media cache (it answers /media cache-first). */
  saveImage: (url: string) => Promise<void>;
  /** This dataset's progress so far: items done of the items known. */
  progress: (done: number, total: number) => void;
};

/** An article as the search shows it, with the text it is found by (excerpt and body; decision 071). */
export type SearchableArticle = SearchArticle & { text: string };
/** What the device can search when the server cannot be reached (docs/product.md §10). */
export type SearchableData = { products: ProductSummary[]; dealers: SearchDealer[]; articles: SearchableArticle[] };

export type OfflineDataset = {
  id: string;
  label: MessageDescriptor;
  /** Downloads everything of this dataset; resolves to the number of items saved. */
  save: (ctx: SaveContext) => Promise<number>;
  /** Reads what the query cache holds of this dataset, for the offline search. */
  searchable?: (client: QueryClient, lang: Lang) => Partial<SearchableData>;
  /** The same, completed from the kept dataset (the pages it answers on demand, decision 101); used instead when given. */
  searchableSaved?: (client: QueryClient, lang: Lang, saved: SavedAnswers) => Promise<Partial<SearchableData>>;
};

/** The kept dataset's answers by read key (`readKeyOf`), each chunk read once; absent keys are not saved. */
export type SavedAnswers = (keys: readonly string[]) => Promise<Map<string, unknown>>;

const datasets = new Map<string, OfflineDataset>();
let loadDatasets: (() => Promise<void>) | undefined;
let datasetsLoaded: Promise<void> | undefined;

export function registerOfflineDataset(dataset: OfflineDataset): void {
  datasets.set(dataset.id, dataset);
}

/**
 * The app hands over how to load its datasets (their fetchers are whole features' query code, kept out of
 * the shell's initial JS); they load on first need (a save, a search on the device), never at start-up.
 */
export function setOfflineDatasetLoader(load: () => Promise<void>): void {
  loadDatasets = load;
  datasetsLoaded = undefined;
}

/** Resolves once every dataset is registered (at once when there is no loader, as in tests). */
export function ensureOfflineDatasets(): Promise<void> {
  datasetsLoaded ??= (loadDatasets?.() ?? Promise.resolve()).catch((error: unknown) => {
    datasetsLoaded = undefined; // a failed chunk load may succeed on the next try
    throw error;
  });
  return datasetsLoaded;
}

export const offlineDatasets = (): OfflineDataset[] => [...datasets.values()];

/** Every searchable item the query cache holds, each product, dealer and article once. */
export function searchableData(client: QueryClient, lang: Lang): SearchableData {
  return merged([...datasets.values()].map((dataset) => dataset.searchable?.(client, lang)));
}

/** Every searchable item the query cache and the kept dataset hold (article bodies included, decision 101). */
export async function searchableSavedData(client: QueryClient, lang: Lang, saved: SavedAnswers): Promise<SearchableData> {
  return merged(
    await Promise.all(
      [...datasets.values()].map((dataset) => dataset.searchableSaved?.(client, lang, saved) ?? dataset.searchable?.(client, lang)),
    ),
  );
}

function merged(parts: (Partial<SearchableData> | undefined)[]): SearchableData {
  const products = new Map<number, ProductSummary>();
  const dealers = new Map<number, SearchDealer>();
  const articles = new Map<number, SearchableArticle>();
  for (const data of parts) {
    for (const product of data?.products ?? []) products.set(product.id, product);
    for (const dealer of data?.dealers ?? []) dealers.set(dealer.id, dealer);
    for (const article of data?.articles ?? []) articles.set(article.id, article);
  }
  return { products: [...products.values()], dealers: [...dealers.values()], articles: [...articles.values()] };
}

/** Runs `task` over `items`, at most `limit` at a time (polite to a phone's radio and the server). */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
