import type { Lang } from '@/contract/common';

/** `?lang=` wins, then Accept-Language, then Indonesian (bilingual content; docs/product.md §1). */
export function resolveLang(queryLang: string | undefined, acceptLanguage: string | undefined): Lang {
  if (queryLang === 'en' || queryLang === 'id') return queryLang;
  if (!acceptLanguage) return 'id';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('id') || tag.startsWith('in')) return 'id';
    if (tag.startsWith('en')) return 'en';
  }
  return 'id';
}

/** The English text when asked for and present, else the Indonesian one. */
export function localized<T>(lang: Lang, id: T, en: T | null | undefined): T {
  return lang === 'en' && en != null && en !== '' ? en : id;
}

/**
 * A stored image answered in the request's language: `alt` is the English alt text for English requests
 * when there is one, and `alt_en` stays out of the answer (docs/decisions/250-staff-studio.md).
 */
export function localizedImage<T extends { alt?: string; alt_en?: string }>(lang: Lang, image: T): Omit<T, 'alt_en'>;
export function localizedImage<T extends { alt?: string; alt_en?: string }>(lang: Lang, image: T | null): Omit<T, 'alt_en'> | null;
export function localizedImage<T extends { alt?: string; alt_en?: string }>(lang: Lang, image: T | null): Omit<T, 'alt_en'> | null {
  if (!image) return image;
  const { alt_en: altEn, ...rest } = image;
  const alt = lang === 'en' && altEn ? altEn : image.alt;
  return alt === undefined ? rest : { ...rest, alt };
}
