import { msg } from '@lingui/core/macro';
import { defineCollection, slug, CONFIRM_EVERY, opt, CATALOGUE } from './fields';

export const dealers = defineCollection({
  key: 'dealers',
  label: msg`Dealer & toko online`,
  roles: CATALOGUE,
  titleField: 'name',
  slugField: 'slug',
  confirms: CONFIRM_EVERY,
  fields: [
    {
      name: 'type',
      kind: 'select',
      required: true,
      label: msg`Jenis`,
      options: [opt('offline_store', msg`Toko fisik`), opt('online_store', msg`Toko online`)],
    },
    { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
    slug,
    {
      name: 'brands',
      kind: 'references',
      collection: 'brands',
      by: 'slug',
      max: 100,
      label: msg`Merek yang dijual`,
    },
    { name: 'address', kind: 'textarea', max: 1_000, label: msg`Alamat` },
    { name: 'region', kind: 'region', label: msg`Provinsi / kota` },
    { name: 'location', kind: 'coordinates', label: msg`Lokasi di peta` },
    { name: 'phone_primary', kind: 'text', max: 50, label: msg`Telepon` },
    { name: 'whatsapp', kind: 'text', max: 50, label: msg`WhatsApp` },
    { name: 'hours', kind: 'hours', label: msg`Jam buka` },
    {
      name: 'opening_hours',
      en: 'opening_hours_en',
      kind: 'text',
      max: 300,
      label: msg`Catatan jam buka`,
    },
    { name: 'marketplace', kind: 'text', max: 100, label: msg`Marketplace` },
    { name: 'url', kind: 'url', max: 500, label: msg`URL toko` },
  ],
});
