import type { MessageDescriptor } from '@lingui/core';
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
