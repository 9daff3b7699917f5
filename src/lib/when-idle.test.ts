import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Decision 113: nothing secondary runs while the start-up splash covers the first page.

describe('whenIdle', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('waits for the first page to be shown, then runs the task when idle', async () => {
    const { markPageShown, whenIdle, onPageShown } = await import('./when-idle');
    const task = vi.fn();
    const shown = vi.fn();
    whenIdle(task);
    onPageShown(shown);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();

    markPageShown();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(shown).toHaveBeenCalledOnce();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once (when idle) once the page has been shown', async () => {
    const { markPageShown, whenIdle } = await import('./when-idle');
    markPageShown();
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(task).toHaveBeenCalledOnce();
  });
});
