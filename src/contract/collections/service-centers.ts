import { msg } from '@lingui/core/macro';
import { defineCollection, slug, CONFIRM_EVERY, CATALOGUE } from './fields';

export const serviceCenters = defineCollection({
  key: 'service-centers',
  label: msg`Service center`,
  roles: CATALOGUE,
  access: { service: ['view', 'edit', 'publish'] },
  titleField: 'name',
  slugField: 'slug',
  confirms: CONFIRM_EVERY,
  fields: [
    { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
    slug,
    { name: 'address', kind: 'textarea', required: true, max: 1_000, label: msg`Alamat` },
    { name: 'region', kind: 'region', required: true, label: msg`Provinsi / kota` },
    { name: 'location', kind: 'coordinates', required: true, label: msg`Lokasi di peta` },
    { name: 'phone', kind: 'text', required: true, max: 50, label: msg`Telepon` },
    { name: 'whatsapp', kind: 'text', required: true, max: 50, label: msg`WhatsApp` },
    { name: 'email', kind: 'text', required: true, max: 200, label: msg`Email` },
    {
      name: 'brands',
      kind: 'references',
      collection: 'brands',
      by: 'slug',
      max: 100,
      label: msg`Merek yang dilayani`,
    },
    { name: 'services', en: 'services_en', kind: 'strings', max: 20, label: msg`Layanan` },
    { name: 'hours', kind: 'hours', required: true, label: msg`Jam buka` },
    {
      name: 'opening_hours',
      en: 'opening_hours_en',
      kind: 'text',
      max: 300,
      label: msg`Catatan jam buka`,
    },
  ],
});
