let markShown: () => void = () => undefined;
const pageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * The first page is on screen (the start-up splash has gone, docs/product.md §2): called once by the App. Until then
 * the phone's bandwidth and main thread belong to that page (decision 113): nothing of `whenIdle` runs.
 */
export function markPageShown(): void {
  markShown();
}

/** Runs `callback` once the first page is on screen (at once when it already is). */
export function onPageShown(callback: () => void): void {
  void pageShown.then(callback);
}

/**
 * Runs `task` once the first page is on screen, the document has loaded and the main thread is idle: work
 * that must not compete with the first paint (prefetching chunks the visitor is likely to need,
 * registering the service worker…).
 */
export function whenIdle(task: () => void, timeout = 4_000): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
    else setTimeout(task, 200);
  };
  onPageShown(() => {
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
  });
}
