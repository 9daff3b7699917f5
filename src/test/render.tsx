import type { QueryClient } from '@tanstack/react-query';
import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
} from 'react-router';
import { RouteTable } from '../app/router';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../lib/query-client';

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL of the memory router. */
  route?: string;
  /** Extra routes beside the element under test (rendered at `path`, default "*"). */
  routes?: RouteObject[];
  path?: string;
};

/** The app's own client (same error logging), without retries so failures show at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false, gcTime: Infinity } });
  return client;
}

/** The one test wrapper: Mantine, Query, I18n and a memory router (docs/architecture.md §11). */
export function render(ui: ReactElement, { route = '/', routes = [], path = '*', ...options }: Options = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const Wrapper = ({ children }: { children: ReactNode }) => <AppProvider queryClient={queryClient}>{children}</AppProvider>;
  return { ...rtlRender(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }), router, queryClient };
}

/**
 * Renders whole route tables (e.g. the shell's) as the app does: react-router's declarative router with the
 * app's RouteTable (docs/decisions/112-start-up-and-the-shell.md), inside the app providers. `router.navigate`
 * navigates as a link or `useNavigate` would.
 */
export function renderRoutes(routes: RouteObject[], { route = '/' }: { route?: string } = {}) {
  const queryClient = createTestQueryClient();
  let navigate: NavigateFunction | undefined;
  function CaptureNavigate() {
    navigate = useNavigate();
    return null;
  }
  const result = rtlRender(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <CaptureNavigate />
        <RouteTable routes={routes} />
      </MemoryRouter>
    </AppProvider>,
  );
  const router = {
    navigate: async (to: string, options?: NavigateOptions) => {
      if (!navigate) throw new Error('the router has not rendered');
      await navigate(to, options);
    },
  };
  return { ...result, router, queryClient };
}
