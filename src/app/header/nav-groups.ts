import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Brand } from '@/contract/catalogue';
import { msg } from '@lingui/core/macro';
import { paths, type RouteKey } from '@/config/paths';

// The header's menu groups (docs/product.md §2.5); the brand group is filled from the server.
/** A menu entry (docs/product.md §3): title key, description key (the route's own description), href. */
export type NavLinkItem = { routeKey: RouteKey; label: MessageDescriptor; description: MessageDescriptor; href: string };
export type NavGroup = { id: 'company' | 'service' | 'article'; label: MessageDescriptor; links: NavLinkItem[] };

const link = (routeKey: RouteKey, label: MessageDescriptor): NavLinkItem => ({
  routeKey,
  label,
  description: paths[routeKey].description,
  href: paths[routeKey].path,
});

export const companyGroup: NavGroup = {
  id: 'company',
  label: msg`Perusahaan`,
  links: [link('aboutUs', msg`Tentang Kami`), link('milestone', msg`Milestone`), link('karir', msg`Karir`)],
};

export const serviceGroup: NavGroup = {
  id: 'service',
  label: msg`Layanan`,
  links: [
    link('authorizedStore', msg`Dealer Resmi`),
    link('serviceCenter', msg`Service Center`),
    link('garansi', msg`Garansi`),
    link('denkaMobile', msg`Denka Mobile`),
  ],
};

export const articleGroup: NavGroup = {
  id: 'article',
  label: msg`Artikel & Kegiatan`,
  links: [link('article', msg`Artikel`), link('kegiatan', msg`Kegiatan`)],
};

export const brandGroupLabel = msg`Merek`;
export const allBrandsLabel = msg`Semua Merek`;

export const topLinks: NavLinkItem[] = [link('contact', msg`Kontak`), link('b2b', msg`B2B`)];

export const langLabels = { id: 'ID', en: 'EN' } as const;

export type MenuItem = { key: string; label: string; href: string };
export type MenuSection = { id: string; label: string; items: MenuItem[] };

const toItems = (i18n: I18n, links: NavLinkItem[]): MenuItem[] =>
  links.map((l) => ({ key: l.routeKey, label: i18n._(l.label), href: l.href }));

/** The phone menu's sections, in its order (docs/product.md §2); the menu page (/menu) shows the same. */
export function menuSections(i18n: I18n, brands: readonly Brand[]): MenuSection[] {
  const brandItems = [
    { key: 'brands', label: i18n._(allBrandsLabel), href: paths.brands.getHref() },
    ...brands.map((b) => ({ key: b.slug, label: b.name, href: paths.brand.getHref({ slug: b.slug }) })),
  ];
  return [
    { id: 'company', label: i18n._(companyGroup.label), items: toItems(i18n, companyGroup.links) },
    { id: 'brand', label: i18n._(brandGroupLabel), items: brandItems },
    { id: 'article', label: i18n._(articleGroup.label), items: toItems(i18n, articleGroup.links) },
    { id: 'service', label: i18n._(serviceGroup.label), items: toItems(i18n, serviceGroup.links) },
  ];
}

/** The menu's links outside its sections (contact, B2B). */
export const topMenuItems = (i18n: I18n): MenuItem[] => toItems(i18n, topLinks);
