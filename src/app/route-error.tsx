import { Trans } from '@lingui/react/macro';
import { Container, Loader } from '@mantine/core';
import { Component, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isChunkLoadError, isReloadPending, reloadOnce } from '../lib/preload-recovery';
import classes from './route-error.module.css';

type RecoveryState = 'reloading' | 'chunk-failed' | 'crashed';

function recoveryState(error: unknown): RecoveryState {
  if (isReloadPending()) return 'reloading';
  if (!isChunkLoadError(error)) return 'crashed';
  return reloadOnce() ? 'reloading' : 'chunk-failed';
}

/** Never a blank page: a failed page load reloads once, then offers a retry (docs/product.md §2.1). */
export function RouteError({ error }: { error: unknown }) {
  // Decided once per error: starting a reload is a side effect, not something to repeat on render.
  const [state] = useState(() => recoveryState(error));
  useEffect(() => {
    if (state !== 'reloading') console.error('[route] failed to render:', error);
  }, [state, error]);

  if (state === 'reloading') {
    return (
      <Container py="xl" role="status">
        <div className={classes.reloading}>
          <Loader aria-hidden="true" />
          <p className={classes.text}>
            <Trans>Memuat versi terbaru situs...</Trans>
          </p>
        </div>
      </Container>
    );
  }
  // Plain elements in Mantine's look: this view is in the shell, which carries no Button, Title or Text for it
  // (docs/decisions/112-start-up-and-the-shell.md).
  return (
    <Container py="xl">
      <div className={classes.failed} role="alert">
        <h1 className={classes.title}>
          {state === 'chunk-failed' ? <Trans>Halaman gagal dimuat</Trans> : <Trans>Terjadi kesalahan</Trans>}
        </h1>
        <p className={classes.text}>
          {state === 'chunk-failed' ? (
            <Trans>Sebagian file halaman ini tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.</Trans>
          ) : (
            <Trans>Maaf, halaman ini tidak dapat ditampilkan. Silakan coba lagi.</Trans>
          )}
        </p>
        <button type="button" className={classes.retry} onClick={() => window.location.reload()}>
          <Trans>Coba lagi</Trans>
        </button>
      </div>
    </Container>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error?: unknown; failedAt?: string };

/**
 * A page that throws while rendering, or whose module fails to load, shows RouteError in its place; the
 * next page the visitor opens renders normally again (react-router's `errorElement` of its data router,
 * docs/decisions/112-start-up-and-the-shell.md). Hand-written: React has no function-component boundary, and
 * it is the shell's only one.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** RouteError for whatever beneath it fails, reset when the path changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
