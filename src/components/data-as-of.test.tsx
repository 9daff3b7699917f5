import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { DataAsOf } from './data-as-of';

describe('DataAsOf', () => {
  it('keeps its line while the list is on its way, hidden, and shows the time once it has come', () => {
    const { container, rerender } = render(<DataAsOf updatedAt={undefined} />);
    const reserved = container.querySelector('p');
    expect(reserved).not.toBeNull();
    expect(reserved).toHaveStyle({ visibility: 'hidden' });
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTestId('data-as-of')).toBeNull();

    rerender(<DataAsOf updatedAt={Date.UTC(2026, 10, 30, 2, 5)} />);
    const line = screen.getByTestId('data-as-of');
    expect(line).not.toHaveAttribute('aria-hidden');
    expect(line).toHaveTextContent(/^Data per 30 Nov 2026/);
  });

  it('shows nothing for a list that was never fetched', () => {
    const { container } = render(<DataAsOf updatedAt={0} />);
    expect(container.querySelector('p')).toBeNull();
  });
});
