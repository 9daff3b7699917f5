import { isManualPath, RUNTIME_CACHES } from './cache-names';

// "My gear" keeps a registered product's manual on the device (docs/decisions/101-save-for-offline.md): the page
// downloads the PDF once into its own cache, and the service worker answers that manual's URL from it when the
// network fails (src/sw/runtime-caching.ts). Only our own `/media/…pdf` URLs are kept; "Hapus data offline" empties it.

/** The same-origin manual path of `url`, or undefined for anything else (another origin, not a PDF). */
export function manualKey(url: string, origin = globalThis.location?.origin ?? 'http://localhost'): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  return parsed.origin === origin && isManualPath(parsed.pathname) ? parsed.pathname : undefined;
}

const available = () => typeof caches !== 'undefined';

export async function isManualSaved(url: string): Promise<boolean> {
  const key = manualKey(url);
  if (!key || !available()) return false;
  return Boolean(await (await caches.open(RUNTIME_CACHES.manuals)).match(key));
}

/** Downloads the manual and keeps it; rejects when it cannot be fetched or is not a PDF (nothing is kept then). */
export async function saveManual(url: string): Promise<void> {
  const key = manualKey(url);
  if (!key) throw new Error('not a manual of this site');
  if (!available()) throw new Error('this browser cannot keep files');
  const response = await fetch(key, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok || !/pdf/i.test(response.headers.get('Content-Type') ?? ''))
    throw new Error(`manual not available (${response.status})`);
  await (await caches.open(RUNTIME_CACHES.manuals)).put(key, response);
}

export async function removeManual(url: string): Promise<void> {
  const key = manualKey(url);
  if (key && available()) await (await caches.open(RUNTIME_CACHES.manuals)).delete(key);
}
