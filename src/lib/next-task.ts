/**
 * Resolves in a task of its own, letting the browser handle input and paint first: `scheduler.yield()` where the
 * browser has it (its continuation goes ahead of other queued tasks), else a timer. Keeps one piece of work
 * (parsing a large answer) out of the task of another (evaluating its schemas), decision 112.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
