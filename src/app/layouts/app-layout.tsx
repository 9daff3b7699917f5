import { Outlet } from 'react-router';
import { AppToolbar } from './app-toolbar';
import { SkipLink } from './skip-link';

/** The in-app view inside the Denka Mobile app: no site header or footer (docs/product.md §2). */
export function AppLayout() {
  return (
    <>
      <SkipLink />
      <AppToolbar />
      <main id="main-content" tabIndex={-1} data-layout="app">
        <Outlet />
      </main>
    </>
  );
}
