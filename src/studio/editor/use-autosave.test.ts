import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, useAutosave, type AutosaveResult } from './use-autosave';

// The editor's autosave (docs/decisions/250-staff-studio.md) with fake timers: the pause, one save at a time with the
// latest values winning, offline waiting, a conflict that stops it, the hidden tab that saves at once.

type Props = { enabled: boolean; dirty: boolean; changeKey: string; busy: boolean };
const base: Props = { enabled: true, dirty: true, changeKey: 'a', busy: false };

function setup(save: (o: { keepalive: boolean }) => Promise<AutosaveResult>, props: Partial<Props> = {}) {
  return renderHook((p: Props) => useAutosave({ ...p, save }), { initialProps: { ...base, ...props } });
}
function deferred() {
  let resolve!: (r: AutosaveResult) => void;
  const promise = new Promise<AutosaveResult>((r) => (resolve = r));
  return { promise, resolve };
}
const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useAutosave', () => {
  it('saves once after the pause; each change restarts it', async () => {
    const save = vi.fn(async () => 'saved' as const);
    const hook = setup(save);
    expect(hook.result.current.status.kind).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    hook.rerender({ ...base, changeKey: 'ab' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 500));
    expect(save).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ keepalive: false });
    expect(hook.result.current.status.kind).toBe('saved');
    hook.rerender({ ...base, changeKey: 'ab', dirty: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('never runs two saves at once: changes made during one are saved right after it, once', async () => {
    const first = deferred();
    const save = vi
      .fn<(o: { keepalive: boolean }) => Promise<AutosaveResult>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue('saved');
    const hook = setup(save);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(hook.result.current.status.kind).toBe('saving');
    for (const key of ['b', 'c', 'd']) {
      hook.rerender({ ...base, changeKey: key });
      await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    }
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => first.resolve('saved'));
    expect(save).toHaveBeenCalledTimes(2);
    expect(hook.result.current.status.kind).toBe('saved');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a save by hand waits for the running autosave (settle), and while another write runs the autosave waits', async () => {
    const first = deferred();
    const save = vi
      .fn<(o: { keepalive: boolean }) => Promise<AutosaveResult>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue('saved');
    const hook = setup(save);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    let settled = false;
    void hook.result.current.settle().then(() => (settled = true));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(settled).toBe(false);
    await act(async () => first.resolve('saved'));
    expect(settled).toBe(true);
    hook.rerender({ ...base, changeKey: 'x', busy: true });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).toHaveBeenCalledTimes(1);
    hook.rerender({ ...base, changeKey: 'x', busy: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('offline: waits and says so, then saves when the connection is back', async () => {
    const save = vi.fn(async () => 'saved' as const);
    setOnline(false);
    const hook = setup(save);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
    expect(hook.result.current.status.kind).toBe('offline');
    await act(async () => setOnline(true));
    expect(save).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status.kind).toBe('saved');
  });

  it('a conflict stops it until the editor chooses; resume lets it run again', async () => {
    const save = vi
      .fn<(o: { keepalive: boolean }) => Promise<AutosaveResult>>()
      .mockResolvedValueOnce('conflict')
      .mockResolvedValue('saved');
    const hook = setup(save);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(hook.result.current.status.kind).toBe('conflict');
    hook.rerender({ ...base, changeKey: 'more' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(save).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.resume());
    hook.rerender({ ...base, changeKey: 'again' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('a hidden tab or a page being left saves at once, kept alive', async () => {
    const save = vi.fn(async () => 'saved' as const);
    setup(save);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    expect(save).toHaveBeenCalledWith({ keepalive: true });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a failure says so and "coba lagi" saves again; an invalid form waits for the next change; off or clean saves nothing', async () => {
    const save = vi
      .fn<(o: { keepalive: boolean }) => Promise<AutosaveResult>>()
      .mockResolvedValueOnce('failed')
      .mockResolvedValueOnce('invalid')
      .mockResolvedValue('saved');
    const hook = setup(save);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(hook.result.current.status.kind).toBe('failed');
    await act(async () => hook.result.current.retry());
    expect(hook.result.current.status.kind).toBe('invalid');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(save).toHaveBeenCalledTimes(2);
    // Undone by hand (the form equals the server's draft again): nothing is wrong or waiting any more.
    hook.rerender({ ...base, changeKey: 'undone', dirty: false });
    expect(hook.result.current.status.kind).toBe('idle');
    hook.rerender({ ...base, changeKey: 'fixed' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(hook.result.current.status.kind).toBe('saved');

    const never = vi.fn(async () => 'saved' as const);
    setup(never, { enabled: false });
    setup(never, { dirty: false });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(never).not.toHaveBeenCalled();
  });
});
