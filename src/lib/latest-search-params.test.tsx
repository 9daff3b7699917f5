import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { useLatestSearchParams } from './latest-search-params';

// Two query changes in one task, as the replay of what was typed before hydrating makes them
// (src/lib/early-input.ts): the second builds on the first instead of on the last render's query.
function Probe() {
  const [params, change] = useLatestSearchParams();
  const set = (key: string, value: string) =>
    change((latest) => {
      const next = new URLSearchParams(latest);
      next.set(key, value);
      return next;
    });
  return (
    <>
      <button
        onClick={() => {
          set('q', 'bintang');
          set('province', '32');
        }}
      >
        both
      </button>
      <button onClick={() => set('q', 'a')}>q</button>
      <button onClick={() => set('province', '11')}>province</button>
      <output>{params.toString()}</output>
    </>
  );
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('useLatestSearchParams', () => {
  it('keeps both of two changes made in one task', async () => {
    const { router } = render(<Probe />, { route: '/authorized-store?sort=desc' });
    await click('both');
    expect(router.state.location.search).toBe('?sort=desc&q=bintang&province=32');
    expect(screen.getByRole('status').textContent).toBe('sort=desc&q=bintang&province=32');
  });

  it('builds on the router again once committed, also after going back to the same query', async () => {
    const { router } = render(<Probe />, { route: '/authorized-store?sort=desc' });
    await click('q');
    await act(async () => router.navigate(-1));
    // Back on "?sort=desc" (the query a pending change started from): a new change starts from it, not from "q=a".
    await act(async () => router.navigate('/authorized-store?sort=desc'));
    await click('province');
    expect(router.state.location.search).toBe('?sort=desc&province=11');
  });
});
