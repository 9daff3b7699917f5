import { brandList, categoryList, popularCategories, productFind } from './endpoints/catalogue';
import type { ReadEndpoint } from './endpoints/define';
import { mainSlider } from './endpoints/home';
import { newsticker, webAccessories } from './endpoints/site';
import { POPULAR_CATEGORY_SIZE, type RouteKey } from './routes';

// The first screen's API reads the server answers inside a page's HTML (docs/decisions/113-first-screen.md):
// the header's on every page, and a route's own, by its key in the route table (src/contract/routes.ts). The
// server's alone: the browser takes the answers by key and never needs this list, so it is not part of the
// route table the shell loads (docs/decisions/112-start-up-and-the-shell.md).

/**
 * One API read of a page's first screen: its endpoint declaration (src/contract/endpoints) and query
 * parameters. A parameter written `':name'` takes the route's own path parameter `name` (an empty one
 * drops the read).
 */
export type FirstScreenRead = { readonly endpoint: ReadEndpoint; readonly query?: Readonly<Record<string, string | number>> };

/** The header's reads, on every page of the main layout and the app layout alike. */
export const SHELL_READS: readonly FirstScreenRead[] = [
  { endpoint: categoryList },
  { endpoint: brandList },
  { endpoint: newsticker },
  { endpoint: webAccessories },
];

/** Each route's own first-screen reads beyond the shell's. */
export const ROUTE_READS: Partial<Record<RouteKey, readonly FirstScreenRead[]>> = {
  home: [
    { endpoint: mainSlider },
    { endpoint: popularCategories, query: { size: POPULAR_CATEGORY_SIZE } },
    { endpoint: brandList, query: { featured: 'yes' } },
  ],
  productInfo: [{ endpoint: productFind, query: { slug: ':slug' } }],
};
