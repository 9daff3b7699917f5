// Articles' constants: plain values without zod, which the article lists' first screen uses without loading
// it (docs/decisions/113-first-screen.md). The wire schemas built from them are in content.ts.

export const ARTICLE_CATEGORIES = ['news', 'photography', 'videography', 'sport', 'gadget'] as const;

export const ARTICLE_PAGE_SIZE = 10; // docs/product.md §9
