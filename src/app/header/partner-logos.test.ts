import { describe, expect, it } from 'vitest';
import type { Brand } from '@/contract/catalogue';
import type { WebAccessory } from '@/contract/site';
import { partnersFrom } from './partner-logos';

const brand = (slug: string, name: string): Brand => ({
  id: 1,
  slug,
  name,
  description: null,
  image_url: `/media/brands/${slug}.webp`,
  meta_title: null,
  meta_description: null,
  featured: true,
});
const asset = (slug: string): WebAccessory => ({
  id: 1,
  key: `header_partner_${slug}`,
  title: slug,
  media_url: `/m/${slug}-mono.webp`,
  hover_media_url: `/m/${slug}-color.webp`,
  url: `/brand/${slug}`,
});

describe('partnersFrom', () => {
  it('prefers the web accessory logos (grey + colour on hover), falls back to the brand logo', () => {
    const partners = partnersFrom([brand('insta360', 'Insta360'), brand('hollyland', 'Hollyland')], [asset('insta360')]);
    expect(partners).toEqual([
      { slug: 'insta360', name: 'Insta360', logo: '/m/insta360-mono.webp', hoverLogo: '/m/insta360-color.webp' },
      { slug: 'hollyland', name: 'Hollyland', logo: '/media/brands/hollyland.webp', hoverLogo: null },
    ]);
  });

  it('shows nothing before the header data has loaded', () => {
    expect(partnersFrom([], [])).toEqual([]);
  });
});
