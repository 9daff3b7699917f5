import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useArticleFilters } from './use-article-filters';

// The list filters live in the URL (decision 010). Two changes made before React re-renders (a tab tap
// followed at once by a year pick on the panel still on screen) must both reach the URL.
type Probe = ReturnType<typeof useArticleFilters> & { search: string };

function setup(initial = '/article') {
  const result: { current: Probe } = { current: undefined as unknown as Probe };
  function Probe() {
    result.current = { ...useArticleFilters(), search: useLocation().search };
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { result };
}

describe('useArticleFilters', () => {
  it('keeps the first of two changes made before a re-render', () => {
    const { result } = setup();
    const { change } = result.current;
    act(() => {
      change({ category: 'photography' });
      // The same (stale) callback, as the old panel's select would call it.
      change({ year: 2023 });
    });
    expect(new URLSearchParams(result.current.search).get('category')).toBe('photography');
    expect(result.current.filters).toMatchObject({ category: 'photography', year: 2023, page: 1 });
  });

  it('starts a new filter at page 1 and keeps the others', () => {
    const { result } = setup('/article?category=sport&page=3');
    act(() => result.current.change({ month: 5 }));
    expect(result.current.search).toBe('?category=sport&month=5');
    act(() => result.current.setPage(2));
    expect(result.current.search).toBe('?category=sport&month=5&page=2');
    act(() => result.current.reset());
    expect(result.current.search).toBe('');
  });
});
