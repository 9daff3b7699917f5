import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { renderRoutes } from '../test/render';
import type { RouteHandle } from './route-handle';
import { ShellRoot } from './shell-root';

// Plain descriptors (not the msg macro) keep test strings out of the message catalogs.
const d = (message: string) => ({ id: `test.${message}`, message });

const page = (heading: string, handle: RouteHandle, path: string): RouteObject => ({
  path,
  handle,
  element: <h1>{heading}</h1>,
});

const routes: RouteObject[] = [
  {
    element: <ShellRoot />,
    children: [
      page('Beranda', { title: d('Beranda'), description: d('Deskripsi beranda') }, '/'),
      page('Garansi', { title: d('Garansi'), description: d('Deskripsi garansi') }, '/garansi'),
      page('Tanpa judul', { description: d('Deskripsi tanpa judul') }, '/tanpa-judul'),
    ],
  },
];

const metaContent = (selector: string) => {
  const tags = document.head.querySelectorAll(selector);
  expect(tags).toHaveLength(1);
  return tags[0]?.getAttribute('content');
};

describe('route meta and page views (docs/product.md §2 navigation behaviour)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = 'Start';
    window.dataLayer = [];
  });

  it('sets title and meta for the first route and pushes one page view', async () => {
    renderRoutes(routes, { route: '/' });
    await screen.findByRole('heading', { name: 'Beranda' });
    expect(document.title).toBe('Beranda | Denka Indonesia');
    expect(metaContent('meta[name="description"]')).toBe('Deskripsi beranda');
    expect(metaContent('meta[property="og:description"]')).toBe('Deskripsi beranda');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'page_view', page_path: '/', page_title: 'Beranda | Denka Indonesia' }),
    ]);
  });

  it('swaps them on navigation and pushes a page view with the new path and title', async () => {
    const { router } = renderRoutes(routes, { route: '/' });
    await screen.findByRole('heading', { name: 'Beranda' });
    await act(() => router.navigate('/garansi'));
    await screen.findByRole('heading', { name: 'Garansi' });
    expect(document.title).toBe('Garansi | Denka Indonesia');
    expect(metaContent('meta[name="description"]')).toBe('Deskripsi garansi');
    expect(metaContent('meta[property="og:description"]')).toBe('Deskripsi garansi');
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer?.[1]).toEqual({
      event: 'page_view',
      page_location: expect.any(String),
      page_path: '/garansi',
      page_title: 'Garansi | Denka Indonesia',
    });
  });

  it('keeps the previous title when the new route has none', async () => {
    const { router } = renderRoutes(routes, { route: '/garansi' });
    await screen.findByRole('heading', { name: 'Garansi' });
    await act(() => router.navigate('/tanpa-judul'));
    await screen.findByRole('heading', { name: 'Tanpa judul' });
    expect(document.title).toBe('Garansi | Denka Indonesia');
    expect(metaContent('meta[name="description"]')).toBe('Deskripsi tanpa judul');
    expect(window.dataLayer?.at(-1)).toMatchObject({ page_path: '/tanpa-judul', page_title: 'Garansi | Denka Indonesia' });
  });
});
