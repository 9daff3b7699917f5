import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPreloadRecovery } from '../lib/preload-recovery';
import { renderRoutes } from '../test/render';
import { lazyPage } from './router';

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('RouteError: never a blank page (docs/product.md §2.1)', () => {
  afterEach(() => {
    resetPreloadRecovery();
    vi.restoreAllMocks();
  });

  it('shows a retry message when the chunk still fails right after our reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem('denka:chunk-reload-at', String(Date.now()));
    // Awaited: the page suspends on its module, and React retries it (here: fails) inside this act.
    await act(async () => {
      renderRoutes([{ path: '/', element: lazyPage(missingChunk).element }]);
    });
    expect(await screen.findByRole('heading', { name: 'Halaman gagal dimuat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('shows a generic error with a retry for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('boom');
    };
    renderRoutes([{ path: '/', element: <Boom /> }]);
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('renders the next page normally after a page failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('boom');
    };
    const { router } = renderRoutes([
      { path: '/', element: <Boom /> },
      { path: '/kontak', element: <h1>Hubungi Kami</h1> },
    ]);
    await screen.findByRole('heading', { name: 'Terjadi kesalahan' });
    await act(() => router.navigate('/kontak'));
    expect(await screen.findByRole('heading', { name: 'Hubungi Kami' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Terjadi kesalahan' })).not.toBeInTheDocument();
  });
});
