import { msg } from '@lingui/core/macro';
import { defineCollection, sortOrder, opt, HOME } from './fields';

/** A key names what the public site looks the asset up by (`header_partner_insta360`): letters, digits, `_`, `-`. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;

const hasControlOrSpace = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || /\s/.test(c));
/**
 * A link the header or footer may carry: https, or a path on this site. Not http (mixed content), not `//host`
 * (another site under a path's look), never `javascript:` or `data:` (docs/studio.md "Web accessories").
 */
export function isAccessoryLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\') && !hasControlOrSpace(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !hasControlOrSpace(value);
  } catch {
    return false;
  }
}

/** Header and footer assets — partner logos, the site's logos, the app badge (docs/product.md §2.5, §2.10). */
export const webAccessories = defineCollection({
  key: 'web-accessories',
  label: msg`Logo & lencana header/footer`,
  roles: HOME,
  titleField: 'label',
  fields: [
    { name: 'key', kind: 'text', required: true, max: 100, label: msg`Kunci (huruf kecil, angka, "_" atau "-")` },
    {
      name: 'placement',
      kind: 'select',
      required: true,
      label: msg`Tempat`,
      options: [opt('header', msg`Header`), opt('footer', msg`Footer`)],
    },
    { name: 'label', kind: 'text', required: true, max: 200, label: msg`Nama (teks alternatif)` },
    { name: 'media_url', kind: 'image', store: 'url', required: true, label: msg`Gambar` },
    { name: 'hover_media_url', kind: 'image', store: 'url', label: msg`Gambar saat disorot` },
    { name: 'link', kind: 'text', max: 500, label: msg`Tautan (https:// atau /halaman)` },
    sortOrder,
  ],
  check: (data) => {
    const errors: Record<string, string[]> = {};
    if (typeof data.key === 'string' && data.key !== '' && !KEY_PATTERN.test(data.key)) errors.key = ['invalid'];
    if (typeof data.link === 'string' && data.link !== '' && !isAccessoryLink(data.link)) errors.link = ['url'];
    return errors;
  },
});
