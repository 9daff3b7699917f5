import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { QueryView } from './query-view';

const state = (data: string[] | undefined) =>
  ({ data, isError: false, isFetching: data === undefined, refetch: async () => undefined }) as unknown as UseQueryResult<string[]>;

function Harness({ initial }: { initial: string[] | undefined }) {
  const [data, setData] = useState(initial);
  return (
    <>
      <QueryView query={state(data)} skeleton={<p>memuat</p>} empty={<p>kosong</p>} isEmpty={(d) => d.length === 0}>
        {(items) => <p>isi: {items.join(', ')}</p>}
      </QueryView>
      <button type="button" onClick={() => setData(['X5'])}>
        arrive
      </button>
      <button type="button" onClick={() => setData(undefined)}>
        new key
      </button>
      <button type="button" onClick={() => setData(['X5', 'X4'])}>
        refetch
      </button>
      <button type="button" onClick={() => setData([])}>
        empty
      </button>
    </>
  );
}

describe('QueryView', () => {
  it('shows cached data on the first render, the skeleton at once for a new key, and new data when it arrives', async () => {
    render(<Harness initial={['Ace Pro 2']} />);
    expect(screen.getByText('isi: Ace Pro 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'new key' }));
    // No stale content while the new key loads: the skeleton replaces it in the same render.
    expect(await screen.findByText('memuat')).toBeInTheDocument();
    expect(screen.queryByText(/isi:/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'arrive' }));
    expect(await screen.findByText('isi: X5')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'refetch' }));
    expect(await screen.findByText('isi: X5, X4')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'empty' }));
    expect(await screen.findByText('kosong')).toBeInTheDocument();
  });

  it('starts with the skeleton when nothing is cached', () => {
    render(<Harness initial={undefined} />);
    expect(screen.getByText('memuat')).toBeInTheDocument();
  });
});
