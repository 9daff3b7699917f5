// The catalogue's constants (docs/product.md §9): plain values without zod, so a page's first screen can use
// them without loading it (docs/decisions/113-first-screen.md). The wire schemas built from them are in
// catalogue.ts.

export const PRODUCT_PAGE_SIZE = 12; // docs/product.md §9
/** `sizes` of the product page's main image (its LCP); the server preloads it with the same value. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 62em) 40vw, 100vw';
export const TRENDING_SIZE = 10; // docs/product.md §9

/** A dealer's stated stock of a product it lists: in stock, limited, order first (docs/decisions/025-dealer-finders.md). */
export const STOCK_STATES = ['ada', 'terbatas', 'pesan_dulu'] as const;

/** At most this many products are compared at once (the tray's limit too). */
export const MAX_COMPARED = 4;

/** The saved list's bound, on the device and in the account (docs/decisions/130-accounts-and-sessions.md). */
export const MAX_SAVED = 50;
