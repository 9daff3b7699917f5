import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { renderRoutes } from '../test/render';
import { useFocusHeadingOnNavigate } from './use-focus-heading';

function Shell() {
  useFocusHeadingOnNavigate();
  return (
    <div id="main-content">
      <Outlet />
    </div>
  );
}

const Page = ({ title }: { title: string }) => (
  <>
    <h1>{title}</h1>
    <input aria-label="filter" />
  </>
);

const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/article', element: <Page title="Artikel" /> },
      { path: '/contact', element: <Page title="Hubungi Kami" /> },
    ],
  },
];

describe('focus after navigation', () => {
  it('moves focus to the new page heading when the path changes', async () => {
    const { router } = renderRoutes(routes, { route: '/article' });
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hubungi Kami' })).toHaveFocus());
  });

  it('leaves focus alone when only the query string or the hash changes', async () => {
    const { router } = renderRoutes(routes, { route: '/article' });
    const filter = screen.getByRole('textbox', { name: 'filter' });
    filter.focus();
    await act(() => router.navigate('/article?category=photography'));
    await act(() => router.navigate('/article?category=photography#bagian-2'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(filter).toHaveFocus();
  });
});
