import { vi } from 'vitest';
import type { ProductSummary } from '@/contract/catalogue';
import type { SearchArticle, SearchDealer, SearchProduct, SearchResult } from '@/contract/search';

// Wire-shaped test data for the search feature (parsed by the real contract schemas in apiGet).

const image = (name: string, width = 640, height = 640) => ({ url: `/media/${name}.webp`, width, height, alt: name });

export const product = (
  id: number,
  name: string,
  description = `${name}: kamera aksi dengan stabilisasi untuk vlog dan olahraga ekstrem setiap hari.`,
): SearchProduct => ({
  id,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  name,
  description,
  image_base: image(name),
  price: 1_000_000 + id,
  brand: { id: 1, slug: 'insta360', name: 'Insta360' },
});

export const summary = (id: number, name: string): ProductSummary => ({
  ...product(id, name),
  brand: { id: 1, slug: 'insta360', name: 'Insta360', image_url: null },
  category: { id: 1, slug: 'kamera', name: 'Kamera' },
});

export const dealer = (
  id: number,
  name: string,
  address = 'Jl. T. Panglima Polem No. 101 Blok F12, Banda Aceh Insta360',
): SearchDealer => ({
  id,
  name,
  address,
  phone_primary: '(021) 555 01' + id,
  city: 'Kota Banda Aceh',
});

export const article = (id: number, title: string): SearchArticle => ({
  id,
  slug: `artikel-${id}`,
  title,
  article_category: 'news',
  thumbnail: image(`artikel-${id}`, 640, 360),
});

export const insta360Results: SearchResult = {
  products: [1, 2, 3, 4, 5].map((i) => product(i, `Insta360 X${i}`)),
  products_total: 5,
  dealers: [dealer(1, 'Insta360 Store Medan'), dealer(2, 'Bintang Digital'), dealer(3, 'Cahaya Kamera')],
  articles: [article(1, 'Insta360 X4 Resmi Dijual'), article(2, 'Tips Insta360'), article(3, 'Review Insta360 Flow')],
};

export const emptyResults: SearchResult = { products: [], products_total: 0, dealers: [], articles: [] };

export const productPage = (items: ProductSummary[], page: number, lastPage: number, total: number) => ({
  products: { current_page: page, last_page: lastPage, total, per_page: 12, from: null, to: null, data: items },
  articles: [],
  dealers: [],
});

type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Handler = (url: URL) => Reply;

/** Answers `fetch` by API path ("v2/product/search", …); unknown paths get a 404. */
export function mockApi(handlers: Record<string, Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname.replace('/api/cms/', '')];
    const reply = handler ? await handler(url) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
}

/** The API calls made so far, as "path?query". */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === `/api/cms/${path}`);

/** A reply that waits until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
