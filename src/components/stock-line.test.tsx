import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { StockLine } from './stock-line';

// A dealer's stock as the product page and the dealer page show it (docs/decisions/025-dealer-finders.md).
const now = Date.parse('2026-11-28T05:00:00Z');
const daysAgo = (n: number) => new Date(now - n * 86_400_000).toISOString();

describe('StockLine', () => {
  it('shows a fresh state with its date', () => {
    render(<StockLine stock="ada" asOf={daysAgo(2)} staleDays={14} now={now} />);
    expect(screen.getByTestId('stock-state')).toHaveAttribute('data-stock', 'ada');
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Stok ada · per 26 Nov');
  });

  it('never says "ada" from stale data: unknown, with the date it was last stated', () => {
    render(<StockLine stock="ada" asOf={daysAgo(15)} staleDays={14} now={now} />);
    expect(screen.getByTestId('stock-state')).toHaveAttribute('data-stock', 'unknown');
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Stok tidak diketahui · data terakhir 13 Nov');
  });

  it('says unknown when the dealer stated none', () => {
    render(<StockLine stock={null} asOf={daysAgo(1)} staleDays={14} now={now} />);
    expect(screen.getByTestId('stock-state')).toHaveTextContent('Stok tidak diketahui · per 27 Nov');
  });
});
