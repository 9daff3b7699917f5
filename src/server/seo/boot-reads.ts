import type { FastifyInstance } from 'fastify';
import { POPULAR_CATEGORY_SIZE } from '../../contract/catalogue';
import type { Lang } from '../../contract/common';
import { readKey, type ReadParams } from '../../contract/read-key';

// The first screen's API reads, answered inside the page's HTML (issue #11, decision 116). A phone then
// renders its first screen without waiting a round trip for each read after the scripts have run. The
// client takes these by key in `apiGet` (src/lib/boot-reads.ts); a read listed here that the page does
// not make is only wasted bytes, and the e2e suite checks the page makes none of them over the network.

export type BootRead = { path: string; params?: ReadParams };

/** The header's reads, on every page (spec §7 "Header load"). */
const HEADER_READS: BootRead[] = [
  { path: 'v2/product/categories' },
  { path: 'v2/product/brands' },
  { path: 'v2/newsticker' },
  { path: 'v2/web-accessories' },
];

/** Each route's reads above the fold, by route key (src/app/pages.ts) and path parameters. */
const ROUTE_READS: Partial<Record<string, (params: Record<string, string>) => BootRead[]>> = {
  home: () => [
    { path: 'v2/main-slider' },
    { path: 'v2/popular_category', params: { size: POPULAR_CATEGORY_SIZE } },
    { path: 'v2/product/brands', params: { featured: 'yes' } },
  ],
  productInfo: ({ slug }) => (slug ? [{ path: 'v3/products/find', params: { slug } }] : []),
};

/** A read whose answer is larger than this is left to the client. */
export const MAX_BOOT_READ_BYTES = 64 * 1024;

export function firstScreenReads(routeKey: string | undefined, params: Record<string, string>): BootRead[] {
  const own = routeKey ? (ROUTE_READS[routeKey]?.(params) ?? []) : [];
  return [...HEADER_READS, ...own];
}

/**
 * Answers the reads through the app's own API (`inject`: the same handlers, validation and read cache as
 * a browser's call) and returns the JSON text of `{ key: answer }` for a data block, `<` escaped so no
 * answer can close the script element. Failed and oversized reads are left out: the client makes them.
 */
export async function renderBootReads(app: FastifyInstance, reads: BootRead[], lang: Lang): Promise<string | undefined> {
  const answers = await Promise.all(
    reads.map(async ({ path, params = {} }) => {
      const key = readKey(path, { ...params, lang });
      const response = await app.inject({ method: 'GET', url: `/api/cms/${key}`, headers: { accept: 'application/json' } });
      const ok = response.statusCode === 200 && /^application\/json/.test(String(response.headers['content-type'] ?? ''));
      return ok && response.rawPayload.byteLength <= MAX_BOOT_READ_BYTES ? `${JSON.stringify(key)}:${response.body}` : undefined;
    }),
  );
  const entries = answers.filter((entry): entry is string => entry !== undefined);
  return entries.length ? `{${entries.join(',')}}`.replace(/</g, '\\u003c') : undefined;
}
