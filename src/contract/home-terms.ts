// The home page's constants: plain values without zod, which its first screen uses without loading it
// (docs/decisions/113-first-screen.md). The wire schemas are in home.ts.

/**
 * How the home hero shows its first slide: phone art below 48em, the wide image above, full width.
 * The server's <link rel="preload"> for that image uses the same values, so the browser reuses it.
 */
export const HERO_IMAGE = { phoneMedia: '(max-width: 47.99em)', wideMedia: '(min-width: 48em)', sizes: '100vw' } as const;

/** docs/product.md §9: 4 feature items, 2 product-section items unless `limit` says otherwise. */
export const HOME_ATTRIBUTE_LIMITS = { feature_section: 4, product_section: 2 } as const;
