import type { RouteMeta } from './route-meta';

// Which route of the route table a URL path is, ranked like React Router (decision 010): static
// segments beat dynamic ones, so /brand/all/x is brandAll and only other one-segment paths reach /:hash.

export type RouteMatch = { route: RouteMeta; params: Record<string, string> };

type Compiled = { route: RouteMeta; segments: string[]; score: number };

const split = (path: string) => path.split('/').filter(Boolean);

export function createRouteMatcher(routes: readonly RouteMeta[]) {
  const compiled: Compiled[] = routes.map((route) => {
    const segments = split(route.path);
    // More segments first, then more static ones: the most specific pattern wins.
    const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? 2 : 3), 0);
    return { route, segments, score };
  });
  compiled.sort((a, b) => b.score - a.score);

  return function matchRoute(pathname: string): RouteMatch | undefined {
    let parts: string[];
    try {
      parts = split(pathname).map((part) => decodeURIComponent(part));
    } catch {
      return undefined; // malformed percent-encoding: no route
    }
    for (const { route, segments } of compiled) {
      if (segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = segments.every((segment, i) => {
        const part = parts[i] ?? '';
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = part;
          return part.length > 0;
        }
        return segment === part;
      });
      if (ok) return { route, params };
    }
    return undefined;
  };
}
