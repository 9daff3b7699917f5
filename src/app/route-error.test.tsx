import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPreloadRecovery } from '../lib/preload-recovery';
import { renderRoutes } from '../test/render';
import { RouteError } from './route-error';

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('RouteError: never a blank page (docs/product.md §2.1)', () => {
  afterEach(() => {
    resetPreloadRecovery();
    vi.restoreAllMocks();
  });

  it('shows a retry message when the chunk still fails right after our reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem('denka:chunk-reload-at', String(Date.now()));
    renderRoutes([{ path: '/', errorElement: <RouteError />, lazy: missingChunk }]);
    expect(await screen.findByRole('heading', { name: 'Halaman gagal dimuat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('shows a generic error with a retry for other failures', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('boom');
    };
    renderRoutes([{ path: '/', errorElement: <RouteError />, Component: Boom }]);
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
