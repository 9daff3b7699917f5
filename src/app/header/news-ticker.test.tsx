import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewstickerItem } from '@/contract/site';
import { render } from '@/test/render';
import { NewsTicker, rotateTicker, TICKER_INTERVAL_MS } from './news-ticker';

const flags: NewstickerItem[] = [
  { id: 1, title: 'Insta360 X5 telah hadir', url: '/product-info/insta360-x5', flag: 'BARU' },
  { id: 2, title: 'Hollyland Lark M2S', url: null, flag: 'PROMO' },
  { id: 3, title: 'Saramonic Air', url: 'https://example.com/air', flag: null },
];

describe('rotateTicker', () => {
  it('moves the first entries to the end', () => {
    expect(rotateTicker([1, 2, 3], 1)).toEqual([2, 3, 1]);
    expect(rotateTicker([1, 2, 3], 4)).toEqual([2, 3, 1]);
    expect(rotateTicker([], 2)).toEqual([]);
  });
});

describe('NewsTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rotates the three launch-promo flags every 5 s (docs/product.md §4, §9)', () => {
    render(<NewsTicker items={flags} />);
    const shown = () => screen.getByTestId('ticker-item').textContent;
    expect(shown()).toContain('Insta360 X5 telah hadir');
    expect(shown()).toContain('BARU');

    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS - 1));
    expect(shown()).toContain('Insta360 X5 telah hadir');

    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toContain('Hollyland Lark M2S');

    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS));
    expect(shown()).toContain('Saramonic Air');
    expect(screen.getByRole('link', { name: 'Saramonic Air' })).toHaveAttribute('rel', 'noopener');

    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS));
    expect(shown()).toContain('Insta360 X5 telah hadir');
  });

  it('pauses while hovered', () => {
    render(<NewsTicker items={flags} />);
    const region = screen.getByRole('region', { name: 'Info promo' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(TICKER_INTERVAL_MS * 2));
    expect(screen.getByTestId('ticker-item').textContent).toContain('Insta360 X5 telah hadir');
  });

  it('keeps the bar in place, empty and hidden from screen readers, while its read is pending (no layout shift)', () => {
    function Harness() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <NewsTicker items={loaded ? flags : []} pending={!loaded} />
          <button type="button" onClick={() => setLoaded(true)}>
            load
          </button>
        </>
      );
    }
    render(<Harness />);
    const placeholder = screen.getByTestId('ticker-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    expect(screen.queryByTestId('ticker-placeholder')).toBeNull();
    // The same bar (same class, so the same height) now holds the flags.
    expect(screen.getByRole('region', { name: 'Info promo' }).className).toBe(placeholder.className);
  });

  it('renders nothing without entries (the endpoint may be absent)', () => {
    render(<NewsTicker items={[]} />);
    expect(screen.queryByRole('region', { name: 'Info promo' })).toBeNull();
  });
});
