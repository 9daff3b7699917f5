import { msg } from '@lingui/core/macro';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths, routeKeys, type RouteKey } from '../config/paths';
import { AppLayout } from './layouts/app-layout';
import { MainLayout } from './layouts/main-layout';
import { comingSoon, pages } from './pages';
import type { RouteHandle } from './route-handle';
import { RouteError } from './route-error';
import { ShellRoot } from './shell-root';
import { Splash } from './splash';

function pageRoute(key: RouteKey): RouteObject {
  const { path, title, description } = paths[key];
  const handle: RouteHandle = { routeKey: key, title, description };
  const load = pages[key] ?? comingSoon;
  return { path, handle, lazy: async () => ({ Component: (await load()).default }) };
}

const notFoundHandle: RouteHandle = {
  title: msg`Halaman Tidak Ditemukan`,
  description: msg`Halaman yang Anda cari tidak ada atau telah dipindahkan.`,
};

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
              ...routeKeys.filter((key) => paths[key].layout === 'main').map(pageRoute),
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
            children: routeKeys.filter((key) => paths[key].layout === 'app').map(pageRoute),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
