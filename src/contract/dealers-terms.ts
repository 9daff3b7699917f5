// The dealer finders' constants: plain values without zod, so a page's first screen can use them without
// loading it (docs/decisions/113-first-screen.md). The wire schemas are in dealers.ts.

/** Big enough that the offline client fetches every dealer in one call (docs/product.md §10: dealers offline). */
export const DEALER_PAGE_SIZE = 1000;

/** How many other places a dealer's or service centre's page lists as the nearest alternatives. */
export const NEARBY_COUNT = 3;
