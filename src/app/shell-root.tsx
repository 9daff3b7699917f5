import { Outlet } from 'react-router';
import { OfflineUi } from './offline/offline-ui';
import { useScrollRestoration } from './scroll-restoration';
import { useFocusHeadingOnNavigate } from './use-focus-heading';
import { useRouteMeta } from './use-route-meta';

/** The root route: head tags, page views, scroll positions and focus management for every page, in either layout. */
export function ShellRoot() {
  useRouteMeta();
  useFocusHeadingOnNavigate();
  useScrollRestoration();
  return (
    <>
      <Outlet />
      <OfflineUi />
    </>
  );
}
