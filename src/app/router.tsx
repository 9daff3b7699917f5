import { startTransition, use, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  Outlet,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { NOT_FOUND, routeKeys, routes as table, type PageModulePath, type RouteDef, type RouteKey } from '../contract/routes';
import { MainLayout } from './layouts/main-layout';
import { comingSoon, pages } from './pages';
import { deepestHandle, RouteHandleContext, type RouteHandle } from './route-handle';
import { RouteErrorBoundary } from './route-error';
import { scrollAwareNavigator } from './scroll-restoration';
import { ShellRoot } from './shell-root';

// react-router in its declarative mode: the route table below, rendered by `useRoutes`, each page's module
// loaded on first use (docs/decisions/112-start-up-and-the-shell.md). Its data router (createBrowserRouter) was
// 18 kB gzip of the shell's initial JS for loaders, actions, fetchers and blockers the public site never used.

type PageModule = { default: ComponentType };

/** Loads each route's page module ahead of its render (hydration, the server's render), by route. */
const preloaders = new Map<RouteObject, () => Promise<unknown>>();

/**
 * A page module loaded on first render (suspending until it is there) or ahead by `preloadRoutes`; once
 * loaded it renders synchronously, so a page whose module was loaded ahead hydrates without suspending.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let Page: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      Page = module.default;
    }));
  function LazyPage() {
    if (!Page) use(preload());
    return Page ? <Page /> : null;
  }
  return { element: <LazyPage />, preload };
}

function pageRoute(key: RouteKey): RouteObject {
  const route: RouteDef = table[key];
  const handle: RouteHandle = { routeKey: key, title: route.title ?? undefined, description: route.description };
  const { element, preload } = lazyPage(route.page ? pages[route.page as PageModulePath] : comingSoon);
  const object: RouteObject = { path: route.path, handle, element };
  preloaders.set(object, preload);
  return object;
}

function notFoundRoute(): RouteObject {
  const handle: RouteHandle = { title: NOT_FOUND.title, description: NOT_FOUND.description };
  const { element, preload } = lazyPage(() => import('./routes/not-found'));
  // Unknown paths inside the main layout get a real not-found page.
  const object: RouteObject = { path: '*', handle, element };
  preloaders.set(object, preload);
  return object;
}

/** The page beneath a layout: its failure shows RouteError there, with the layout's header kept. */
function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * The in-app views' layout (docs/product.md §2): loaded with those pages, not with the shell, which every
 * other page would carry it in (docs/decisions/112-start-up-and-the-shell.md).
 */
function appLayoutRoute(children: RouteObject[]): RouteObject {
  const { element, preload } = lazyPage(() => import('./layouts/app-layout').then((m) => ({ default: m.AppLayout })));
  const object: RouteObject = { element, children };
  preloaders.set(object, preload);
  return object;
}

export const routes: RouteObject[] = [
  {
    element: <ShellRoot />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: <PageOutlet />,
            children: [...routeKeys.filter((key) => table[key].layout === 'main').map(pageRoute), notFoundRoute()],
          },
        ],
      },
      appLayoutRoute([{ element: <PageOutlet />, children: routeKeys.filter((key) => table[key].layout === 'app').map(pageRoute) }]),
    ],
  },
];

/**
 * Loads the page modules a location's routes need, so its first render does not suspend (hydrating the
 * server's HTML, or the server rendering it). False when one of them failed to load: the page is then
 * rendered by the browser, which shows the failure (RouteError).
 */
export async function preloadRoutes(location: { pathname: string }, table: RouteObject[] = routes): Promise<boolean> {
  const matches = matchRoutes(table, location) ?? [];
  try {
    await Promise.all(matches.map(({ route }) => preloaders.get(route)?.()));
    return true;
  } catch {
    return false;
  }
}

/**
 * A route table with its matched page's handle for `useRouteHandle` (title, description, route key), and
 * a failure anywhere in it shown as RouteError. No Suspense boundary of its own: a page whose module is still
 * loading suspends the whole root, as the data router did. At start that keeps index.html's start-up screen
 * up until the page can render (the App removes it once committed); a navigation keeps the current page on
 * screen until the next one is ready (the router changes its location in a transition). And the server's
 * HTML hydrates as one, never a layout hydrated after `useHydrated()` has turned true (its phone-sized
 * header would then not match: docs/decisions/112-start-up-and-the-shell.md).
 */
export function RouteTable({ routes: table }: { routes: RouteObject[] }) {
  const location = useLocation();
  const handle = useMemo(() => deepestHandle(matchRoutes(table, location)), [table, location]);
  const element = useRoutes(table, location);
  return (
    <RouteHandleContext value={handle}>
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </RouteHandleContext>
  );
}

/** The site's routes (docs/product.md §2) under whichever router is around them. */
export function AppRoutes() {
  return <RouteTable routes={routes} />;
}

/**
 * The browser's router: react-router's BrowserRouter, with a navigator that notes `preventScrollReset`
 * for the scroll restoration (src/app/scroll-restoration.ts), which the declarative router leaves to the app.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [navigator] = useState(() => scrollAwareNavigator(history));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
