import { useSyncExternalStore } from 'react';

import { SAVE_DATA_ATTRIBUTE } from '@/contract/image-sizes';

export { lighterSizes, SAVE_DATA_ATTRIBUTE } from '@/contract/image-sizes';

// A data-saving mode (docs/decisions/113-first-screen.md, "Data saver"): when the browser sends `Save-Data: on`
// (navigator.connection.saveData) or the connection is 2G or slower, pages use smaller image renditions, load a
// map's tiles only when asked, and fetch nothing ahead (the header's dialogs, the sections below the fold).
// The server renders a page for `Save-Data: on` with `data-save-data` on <html>, which is what the app reads
// while hydrating it, so both render the same images.

type Connection = EventTarget & { saveData?: boolean; effectiveType?: string };

const connection = (): Connection | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection;

/** The server's value for the page it is rendering (one render at a time, as its language). */
let rendering = false;
export function setRenderingForSaveData(on: boolean): void {
  rendering = on;
}

const renderedFor = (): boolean =>
  typeof document === 'undefined' ? rendering : document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE);

/** Is the data-saving mode on? On the server: for the request being rendered. */
export function dataSaverOn(): boolean {
  if (typeof document === 'undefined') return rendering;
  const net = connection();
  return renderedFor() || net?.saveData === true || net?.effectiveType === '2g' || net?.effectiveType === 'slow-2g';
}

function subscribe(onChange: () => void): () => void {
  const net = connection();
  net?.addEventListener?.('change', onChange);
  return () => net?.removeEventListener?.('change', onChange);
}

/** The data-saving mode for a component: the server's answer while hydrating its page, then the browser's. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, renderedFor);
}
