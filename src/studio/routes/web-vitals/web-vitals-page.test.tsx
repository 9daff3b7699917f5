import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { formatMetric, ratingOf } from './metric-cell';
import { WebVitalsPage } from './web-vitals-page';

// The real-user measurement page (docs/decisions/111-measuring.md): p75 per page type and connection for the
// period chosen, coloured by rating, the visit filter asked of the server, and an empty state.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const metrics = (lcp: number | null, samples = 3) => ({
  LCP: lcp === null ? null : { p75: lcp, samples },
  INP: { p75: 240, samples },
  CLS: { p75: 0.02, samples },
  TTFB: null,
});
const week = [
  { page: 'productInfo', connection: 'all', metrics: metrics(2100, 5) },
  { page: 'productInfo', connection: '4g', metrics: metrics(1800) },
  { page: 'productInfo', connection: '3g', metrics: metrics(4600, 2) },
];

afterEach(() => vi.unstubAllGlobals());

function setup(rows7 = week, rows28 = week) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      return json(200, {
        data: {
          sample_rate: 0.2,
          windows: [
            { days: 7, rows: rows7 },
            { days: 28, rows: rows28 },
          ],
        },
      });
    }),
  );
  render(<WebVitalsPage />);
  return urls;
}

describe('WebVitalsPage', () => {
  it('shows p75 per page type and connection, rated by the thresholds', async () => {
    setup();
    const table = await screen.findByTestId('web-vitals-table');
    const rows = within(table).getAllByTestId('web-vitals-row');
    expect(rows.map((r) => r.dataset.connection)).toEqual(['all', '4g', '3g']);
    expect(within(rows[0]!).getByText('productInfo')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('/product-info/:slug')).toBeInTheDocument();
    const rating = (row: HTMLElement, text: RegExp) => within(row).getByText(text).closest('[data-rating]')?.getAttribute('data-rating');
    expect(rating(rows[2]!, /4,60 s/)).toBe('poor');
    expect(rating(rows[1]!, /1,80 s/)).toBe('good');
    expect(rating(rows[1]!, /240 ms/)).toBe('needs-improvement');
    expect(within(rows[0]!).getByText('5')).toBeInTheDocument(); // samples
    expect(screen.getByText(/Kunjungan yang melapor: 20%/)).toBeInTheDocument();
  });

  it('switches between 7 and 28 days, and asks the server for first or repeat visits', async () => {
    const urls = setup([], week);
    expect(await screen.findByText('Belum ada pengukuran dalam 7 hari terakhir.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('28 hari terakhir'));
    expect(await screen.findByTestId('web-vitals-table')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Ulang'));
    await vi.waitFor(() => expect(urls.some((u) => u.includes('visit=repeat'))).toBe(true));
  });
});

describe('formatting', () => {
  it('uses seconds, milliseconds and scores, and rates at the thresholds', () => {
    expect(formatMetric('LCP', 2500, 'en')).toBe('2.50 s');
    expect(formatMetric('INP', 96.4, 'id')).toBe('96 ms');
    expect(formatMetric('CLS', 0.1, 'en')).toBe('0.100');
    expect(ratingOf('LCP', 2500)).toBe('good');
    expect(ratingOf('LCP', 2501)).toBe('needs-improvement');
    expect(ratingOf('CLS', 0.26)).toBe('poor');
  });
});
