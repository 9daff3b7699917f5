import type { Lang } from '@/contract/common';

// What the server says about one page in its <head> (decision 120).

export type HeadImage = { url: string; width?: number | undefined; height?: number | undefined; alt?: string | undefined };

/** The page's LCP image, fetched from the HTML instead of after the scripts and the API call. */
export type PreloadImage = { href: string; srcset?: string | undefined; sizes?: string | undefined; media?: string | undefined };

export type PageHead = {
  status: 200 | 404;
  /** The matched route of src/contract/routes.ts (none on a not-found page). */
  routeKey?: string | undefined;
  lang: Lang;
  /** The page's own title, without the site name (og:title, twitter:title). */
  title: string;
  description: string;
  /** The page's one URL path (an alias such as /article/{slug} points to /berita_detail/{slug}). */
  canonicalPath: string;
  image?: HeadImage | undefined;
  ogType: 'website' | 'product' | 'article';
  jsonLd: object[];
  preload?: PreloadImage[] | undefined;
  /** Pages of one visitor (account, thank-you, search results) are not indexed. */
  noindex?: boolean;
};

export const OG_LOCALE: Record<Lang, string> = { id: 'id_ID', en: 'en_US' };

/** The absolute URL of a page in one language: Indonesian has the bare path, English `?lang=en`. */
export const pageUrl = (base: string, path: string, lang: Lang) => `${base}${path}${lang === 'en' ? '?lang=en' : ''}`;
