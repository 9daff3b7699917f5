// Work that may wait but must not be lost, such as the service worker's registration (src/main.tsx): its chunk
// can fail to arrive on a patchy connection. A failure is not the page's error (no unhandled rejection); the
// work runs again when the browser is back online or after `retryMs`, whichever comes first, until it succeeds.

export function loadWithRetry(load: () => Promise<unknown>, retryMs = 60_000, label = 'load'): Promise<void> {
  return load().then(
    () => undefined,
    (error: unknown) => {
      console.warn(`[${label}] failed, will try again:`, error);
      const again = () => {
        clearTimeout(timer);
        window.removeEventListener('online', again);
        void loadWithRetry(load, retryMs, label);
      };
      const timer = setTimeout(again, retryMs);
      window.addEventListener('online', again);
    },
  );
}
