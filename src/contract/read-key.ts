// The first screen's API reads, answered inside the page's HTML (decision 113): the server
// writes them into a JSON data block, keyed the way the client's `apiGet` names a read. No zod here:
// the client's shell imports this.

/** The id of index.html's `<script type="application/json">` that carries the reads. */
export const BOOT_READS_ELEMENT_ID = 'boot-reads';

/**
 * The id of the data block with the query cache a server-rendered first screen was rendered from, and the
 * attribute of `#root` naming that render's language (docs/decisions/113-first-screen.md).
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
export const SSR_LANG_ATTRIBUTE = 'data-ssr-lang';

/** A list (a repeated parameter, like the product list's `spec`) is written once per item, in its order. */
export type ReadParams = Record<string, string | number | boolean | null | undefined | readonly string[]>;

/** A read's name: its path under /api/cms/ and its non-empty parameters in name order (lang included). */
export function readKey(path: string, params: ReadParams): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  return `${path.replace(/^\/+/, '')}?${search.toString()}`;
}

/**
 * The key prefix of a thumbnail inside an offline dataset part's `reads` (docs/decisions/101-save-for-offline.md):
 * `media:/media/products/x-640.webp` → `{ type, base64 }`, the image's bytes as `/media` serves them.
 */
export const OFFLINE_MEDIA_PREFIX = 'media:';
export type OfflineMediaAnswer = { type: string; base64: string };
