import type { ImageRow } from '@/server/db/schema';

/** Widths every responsive image is rendered at; `renderMedia` refuses others. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Aspect ratio (height / width) per media kind. */
export const ASPECT: Record<string, number> = {
  products: 1,
  categories: 1,
  articles: 9 / 16,
  videos: 9 / 16,
  promotions: 1 / 2,
  sliders: 3 / 8,
  'sliders-mobile': 5 / 4,
  sections: 9 / 16,
  giveaways: 9 / 16,
};

/**
 * The `image` object the data stores: `/media/{kind}/{name}-640.webp` plus a srcset over all widths.
 * `name` is a slug (optionally with a `--N` view suffix for gallery images).
 */
export function imageRef(kind: keyof typeof ASPECT | string, name: string, alt: string, width: ImageWidth = 640): ImageRow {
  const ratio = ASPECT[kind] ?? 1;
  return {
    url: `/media/${kind}/${name}-${width}.webp`,
    srcset: IMAGE_WIDTHS.map((w) => `/media/${kind}/${name}-${w}.webp ${w}w`).join(', '),
    width,
    height: Math.round(width * ratio),
    alt,
  };
}

/** The image with its English alt text (answered to English requests; docs/decisions/250-staff-studio.md). */
export const withAltEn = (image: ImageRow, altEn: string | null | undefined): ImageRow =>
  altEn && altEn !== image.alt ? { ...image, alt_en: altEn } : image;

/** Fixed-size assets (logos, avatars): one file, no srcset. */
export function fixedImageRef(kind: 'brands' | 'avatars' | 'accessories', name: string, alt: string): ImageRow {
  const size = FIXED_SIZE[kind];
  return { url: `/media/${kind}/${name}.webp`, width: size.width, height: size.height, alt };
}

export const FIXED_SIZE = {
  brands: { width: 400, height: 160 },
  avatars: { width: 160, height: 160 },
  accessories: { width: 240, height: 96 },
} as const;

export const manualUrl = (slug: string): string => `/media/manuals/${slug}.pdf`;
