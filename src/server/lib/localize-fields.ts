import type { Lang } from '@/contract/common';
import type { Field } from '@/contract/collections/fields';
import { sanitizeCmsHtml } from './cms-html';
import { localized, localizedImage } from './lang';

type StoredImage = { alt?: string; alt_en?: string };

// A stored row's declared fields in the reader's language, as src/contract/collections/wire.ts types them:
// the English twin where the field is bilingual and English is set, images with their language's alt text,
// CMS HTML sanitised, lists item by item. What the declaration says once, the mapping follows.

export function localizeFields(fields: readonly Field[], row: Readonly<Record<string, unknown>>, lang: Lang): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, localizeField(field, row, lang)]));
}

function localizeField(field: Field, row: Readonly<Record<string, unknown>>, lang: Lang): unknown {
  const value = field.en ? localized(lang, row[field.name], row[field.en]) : row[field.name];
  switch (field.kind) {
    case 'list':
      return ((value ?? []) as Record<string, unknown>[]).map((item) => localizeFields(field.fields, item, lang));
    case 'images':
      return ((value ?? []) as StoredImage[]).map((image) => localizedImage(lang, image));
    case 'richtext':
      return sanitizeCmsHtml(String(value ?? ''));
    default:
      return value ?? null;
  }
}
