import { type CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { sanitizeCmsHtml } from '../lib/cms-html';

/**
 * The public row's rich-text columns (both languages) sanitised with the one CMS allow-list
 * (docs/decisions/080-content-html-identity-and-art.md), in place: what a publish or an import writes to the public
 * tables is clean HTML. The draft keeps what the editor wrote.
 */
export function sanitizeRichText(collection: CollectionKey, row: Record<string, unknown>): Record<string, unknown> {
  for (const field of COLLECTIONS[collection].fields) {
    if (field.kind !== 'richtext') continue;
    for (const name of [field.name, field.en]) {
      const value = name === undefined ? undefined : row[name];
      if (name !== undefined && typeof value === 'string') row[name] = sanitizeCmsHtml(value);
    }
  }
  return row;
}
