import { setSavedReads } from '../lib/api-client';
import { startConnectionWatch } from './connection';
import { startInstallWatch } from './install-prompt';

/** Wires the offline pieces that must listen from the first moment (called once from main.tsx). */
export function startOffline(): void {
  startInstallWatch();
  startConnectionWatch();
  // A read the server cannot answer falls back to the kept dataset (decision 101). The code that reads it is
  // not in the shell: it loads on the first such read (docs/decisions/112-start-up-and-the-shell.md).
  if (typeof indexedDB !== 'undefined') setSavedReads(async (key) => (await import('./save-for-offline')).savedRead(key));
  // An installed app is a clear sign the visitor wants it kept: ask that its data not be evicted.
  if (window.matchMedia?.('(display-mode: standalone)').matches) void navigator.storage?.persist?.().catch(() => false);
}
