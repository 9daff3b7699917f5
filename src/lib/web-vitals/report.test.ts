import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionType, createBatch, reportWebVitals, type VisitContext } from './report';

// The reporter's batch (docs/decisions/111-measuring.md): one beacon per hidden page with every metric it has,
// each metric sent once, nothing sent when there is nothing new, nothing lost when the browser refuses a beacon.
const context: VisitContext = { page: 'productInfo', connection: '4g', repeat: true };
const body = (call: unknown[] | undefined) => JSON.parse(String(call?.[0])) as Record<string, unknown>;

describe('the batch', () => {
  it('sends every pending metric in one body with the visit context, then nothing until a new one arrives', () => {
    const send = vi.fn(() => true);
    const batch = createBatch(context, send);
    batch.add({ name: 'TTFB', id: 'a', value: 320 });
    batch.add({ name: 'LCP', id: 'b', value: 1200 });
    batch.add({ name: 'LCP', id: 'b', value: 1500 }); // a later value of the same metric replaces it
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(body(send.mock.calls[0])).toEqual({
      page: 'productInfo',
      connection: '4g',
      repeat: true,
      metrics: [
        { name: 'TTFB', value: 320 },
        { name: 'LCP', value: 1500 },
      ],
    });
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    // Sent once: a metric that changes after it left (CLS on a tab that comes back) is not sent again…
    batch.add({ name: 'LCP', id: 'b', value: 2000 });
    batch.flush();
    expect(send).toHaveBeenCalledTimes(1);
    // …but a new instance (a page restored from the back/forward cache) is.
    batch.add({ name: 'CLS', id: 'c', value: 0.02 });
    batch.flush();
    expect(body(send.mock.calls[1])).toMatchObject({ metrics: [{ name: 'CLS', value: 0.02 }] });
  });

  it('keeps what the browser refused for the next try, and leaves out what the server would refuse', () => {
    const send = vi.fn(() => false);
    const batch = createBatch(context, send);
    batch.add({ name: 'INP', id: 'a', value: 180 });
    batch.add({ name: 'FCP', id: 'b', value: 800 }); // not one of ours
    batch.add({ name: 'LCP', id: 'c', value: 10 * 60_000 }); // a background tab's ten minutes
    batch.flush();
    send.mockReturnValue(true);
    batch.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(body(send.mock.calls[1])).toMatchObject({ metrics: [{ name: 'INP', value: 180 }] });
  });
});

describe('reportWebVitals', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('sends the batch when the page is hidden and when it is left', () => {
    const send = vi.fn(() => true);
    let report: ((metric: { name: string; id: string; value: number }) => void) | undefined;
    reportWebVitals(context, { listeners: [(callback) => (report = callback)], send });
    report?.({ name: 'LCP', id: 'x1', value: 900 });
    document.dispatchEvent(new Event('visibilitychange')); // still visible: nothing
    expect(send).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(send).toHaveBeenCalledTimes(1);
    report?.({ name: 'CLS', id: 'x2', value: 0.1 });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(body(send.mock.calls[1])).toMatchObject({ metrics: [{ name: 'CLS', value: 0.1 }] });
  });
});

describe('connectionType', () => {
  const nav = (effectiveType?: string) =>
    ({ connection: effectiveType === undefined ? undefined : { effectiveType } }) as unknown as Navigator;
  it('is the effective type where the browser tells it, unknown otherwise', () => {
    expect(connectionType(nav('3g'))).toBe('3g');
    expect(connectionType(nav('slow-2g'))).toBe('slow-2g');
    expect(connectionType(nav('5g'))).toBe('unknown');
    expect(connectionType(nav())).toBe('unknown');
  });
});
