import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useNavigate, type NavigateFunction } from 'react-router';
import { createTestQueryClient } from '../test/render';
import { AppProvider } from './provider';
import { AppBrowserRouter, RouteTable } from './router';
import { resetScrollPositions, useScrollRestoration } from './scroll-restoration';

function Root() {
  useScrollRestoration();
  return <Outlet />;
}

const routes = [
  {
    element: <Root />,
    children: [
      { path: '/a', element: <h1>Halaman A</h1> },
      {
        path: '/b',
        element: (
          <>
            <h1>Halaman B</h1>
            <h2 id="bagian-2">Bagian 2</h2>
          </>
        ),
      },
    ],
  },
];

let navigate: NavigateFunction;
function CaptureNavigate() {
  const current = useNavigate();
  useEffect(() => {
    navigate = current;
  }, [current]);
  return null;
}

const scrolledTo = (y: number) =>
  act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });

const go = (to: string | number, options?: { preventScrollReset?: boolean }) =>
  act(async () => {
    await (typeof to === 'number' ? navigate(to) : navigate(to, options));
    await new Promise((resolve) => setTimeout(resolve, 20)); // popstate arrives asynchronously
  });

describe('scroll positions under the declarative router (docs/decisions/112-start-up-and-the-shell.md)', () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    resetScrollPositions();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/a');
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = vi.fn();
    await act(async () => {
      render(
        <AppProvider queryClient={createTestQueryClient()}>
          <AppBrowserRouter>
            <CaptureNavigate />
            <RouteTable routes={routes} />
          </AppBrowserRouter>
        </AppProvider>,
      );
    });
    await screen.findByRole('heading', { name: 'Halaman A' });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets the browser to leave scrolling to the app', () => {
    expect(window.history.scrollRestoration).toBe('manual');
  });

  it('starts a new page at the top and returns to the old position on "back"', async () => {
    await scrolledTo(640);
    await go('/b');
    expect(await screen.findByRole('heading', { name: 'Halaman B' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await go(-1);
    expect(await screen.findByRole('heading', { name: 'Halaman A' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the #anchor of the new page', async () => {
    await go('/b#bagian-2');
    expect(await screen.findByRole('heading', { name: 'Bagian 2' })).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll for a navigation asked with preventScrollReset (list filters)', async () => {
    await scrolledTo(300);
    scrollTo.mockClear();
    await go('/a?page=2', { preventScrollReset: true });
    expect(window.location.search).toBe('?page=2');
    expect(scrollTo).not.toHaveBeenCalled();
    await go('/a?page=3');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the positions in sessionStorage when the page is left', async () => {
    await scrolledTo(120);
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}') as Record<string, number>;
    expect(Object.values(stored)).toContain(120);
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
