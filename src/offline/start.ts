import { startConnectionWatch } from './connection';
import { startInstallWatch } from './install-prompt';

/** Wires the offline pieces that must listen from the first moment (called once from main.tsx). */
export function startOffline(): void {
  startInstallWatch();
  startConnectionWatch();
  // An installed app is a clear sign the visitor wants it kept: ask that its data not be evicted.
  if (window.matchMedia?.('(display-mode: standalone)').matches) void navigator.storage?.persist?.().catch(() => false);
}
