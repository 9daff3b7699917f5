import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineUi } from './offline/offline-ui';
import { useFocusHeadingOnNavigate } from './use-focus-heading';
import { useRouteMeta } from './use-route-meta';

/** The root route: head tags, page views and focus management for every page, in either layout. */
export function ShellRoot() {
  useRouteMeta();
  useFocusHeadingOnNavigate();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <OfflineUi />
    </>
  );
}
