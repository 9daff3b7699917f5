/**
 * Resolves in a task of its own, letting the browser handle input and paint first: `scheduler.yield()` where
 * the browser has it (its continuation goes ahead of other queued tasks), else a message to this window's own
 * channel (not throttled like a timer in a background tab). Used to keep one piece of work (parsing a large
 * answer) out of the task of another (evaluating its schemas), decision 112.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
