import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths, type RouteKey } from '@/config/paths';

// Footer columns with translated labels (docs/product.md §2.10).
type FooterColumn = { title: MessageDescriptor; links: { routeKey: RouteKey; label: MessageDescriptor; href: string }[] };

const link = (routeKey: RouteKey, label: MessageDescriptor) => ({ routeKey, label, href: paths[routeKey].path });

export const footerColumns: FooterColumn[] = [
  {
    title: msg`Perusahaan`,
    links: [link('aboutUs', msg`Tentang Kami`), link('milestone', msg`Milestone`), link('karir', msg`Karir`)],
  },
  {
    title: msg`Layanan`,
    links: [
      link('serviceCenter', msg`Service Center`),
      link('authorizedStore', msg`Dealer`),
      link('garansi', msg`Garansi`),
      link('denkaMobile', msg`Denka Mobile`),
    ],
  },
  {
    title: msg`Komunitas`,
    links: [link('kegiatan', msg`Kegiatan`), link('article', msg`Artikel`)],
  },
];
