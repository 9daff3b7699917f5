/**
 * Runs `task` once the page has loaded and the main thread is idle: work that must not compete with the
 * first paint (prefetching chunks the visitor is likely to need, registering the service worker…).
 */
export function whenIdle(task: () => void, timeout = 4_000): void {
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
