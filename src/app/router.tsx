import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { NOT_FOUND, routeKeys, routes as table, type PageModulePath, type RouteDef, type RouteKey } from '../contract/routes';
import { AppLayout } from './layouts/app-layout';
import { MainLayout } from './layouts/main-layout';
import { comingSoon, pages } from './pages';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { ShellRoot } from './shell-root';
import { Splash } from './splash';

function pageRoute(key: RouteKey): RouteObject {
  const route: RouteDef = table[key];
  const handle: RouteHandle = { routeKey: key, title: route.title ?? undefined, description: route.description };
  const load = route.page ? pages[route.page as PageModulePath] : comingSoon;
  const { path } = route;
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const notFoundHandle: RouteHandle = { title: NOT_FOUND.title, description: NOT_FOUND.description };

export const routes: RouteObject[] = [
  {
    Component: ShellRoot,
    HydrateFallback: Splash,
    errorElement: <RouteError />,
    children: [
      {
        Component: MainLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...routeKeys.filter((key) => table[key].layout === 'main').map(pageRoute),
              // Unknown paths inside the main layout get a real not-found page.
              { path: '*', handle: notFoundHandle, lazy: async () => ({ Component: (await import('./routes/not-found')).default }) },
            ],
          },
        ],
      },
      {
        Component: AppLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: routeKeys.filter((key) => table[key].layout === 'app').map(pageRoute),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/**
 * The browser's router for a page the server rendered (docs/decisions/280-first-screen-rendered-on-the-server.md):
 * the matched routes' lazy modules are loaded first, so the router starts initialised and renders the page
 * itself on the first render, as the server did, instead of its loading fallback. Undefined when one of
 * them fails to load: the page is then rendered by the browser, whose router shows the failure (RouteError).
 */
export async function createHydratingRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  } catch {
    return undefined;
  }
  return createBrowserRouter(routes);
}
