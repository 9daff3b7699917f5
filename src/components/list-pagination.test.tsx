import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render';
import { ListPagination, pageHref } from './list-pagination';

// Pages of a list kept in the URL are links the server answers, so they work before and without the scripts
// (docs/decisions/113-first-screen.md); a plain click stays in the app.

describe('pageHref', () => {
  it("sets the list's page in the current query, and page 1 is the list's own URL", () => {
    expect(pageHref('/news', '?category=tips&page=2', 3)).toBe('/news?category=tips&page=3');
    expect(pageHref('/news', '?category=tips&page=2', 1)).toBe('/news?category=tips');
    expect(pageHref('/karir', '', 1)).toBe('/karir');
    expect(pageHref('/authorized-store', '?lang=en', 2)).toBe('/authorized-store?lang=en&page=2');
  });
});

describe('ListPagination', () => {
  it('links every other page to its URL; the current page and the disabled edges are not links', () => {
    render(<ListPagination total={45} page={2} onChange={() => undefined} />, { route: '/news?category=tips&page=2' });
    expect(screen.getByRole('link', { name: 'Halaman 3' })).toHaveAttribute('href', '/news?category=tips&page=3');
    expect(screen.getByRole('link', { name: 'Halaman 1' })).toHaveAttribute('href', '/news?category=tips');
    expect(screen.getByRole('link', { name: 'Halaman sebelumnya' })).toHaveAttribute('href', '/news?category=tips');
    expect(screen.getByRole('link', { name: 'Halaman berikutnya' })).toHaveAttribute('href', '/news?category=tips&page=3');
    expect(screen.getByRole('link', { name: 'Halaman terakhir' })).toHaveAttribute('href', '/news?category=tips&page=5');
    expect(screen.getByRole('button', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Halaman 2' })).toBeNull();
  });

  it('on the first page, "first" and "previous" are disabled buttons', () => {
    render(<ListPagination total={45} page={1} onChange={() => undefined} />, { route: '/karir' });
    expect(screen.getByRole('button', { name: 'Halaman pertama' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Halaman berikutnya' })).toHaveAttribute('href', '/karir?page=2');
  });

  it('a plain click changes the page in the app; a click for a new tab is left to the browser', () => {
    const onChange = vi.fn();
    const { router } = render(<ListPagination total={45} page={2} onChange={onChange} />, { route: '/news?page=2' });
    const next = screen.getByRole('link', { name: 'Halaman berikutnya' });
    expect(fireEvent.click(next)).toBe(false); // default prevented
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(3);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Halaman 4' }), { ctrlKey: true })).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('a list paged on the device alone has buttons only', () => {
    render(<ListPagination total={45} page={2} onChange={() => undefined} linked={false} />, { route: '/service' });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeEnabled();
  });
});
