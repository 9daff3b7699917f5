import { msg } from '@lingui/core/macro';
import { defineCollection, CATALOGUE } from './fields';

export const pickupPoints = defineCollection({
  key: 'pickup-points',
  label: msg`Titik antar-jemput servis`,
  roles: CATALOGUE,
  access: { service: ['view', 'edit', 'publish'] },
  titleField: 'name',
  fields: [
    { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
    {
      name: 'service_center_id',
      kind: 'reference',
      collection: 'service-centers',
      by: 'id',
      required: true,
      label: msg`Service center`,
    },
    { name: 'address', kind: 'textarea', required: true, max: 1_000, label: msg`Alamat` },
    { name: 'region', kind: 'region', required: true, label: msg`Provinsi / kota` },
    { name: 'phone', kind: 'text', required: true, max: 50, label: msg`Telepon` },
    {
      name: 'opening_hours',
      en: 'opening_hours_en',
      kind: 'text',
      required: true,
      max: 300,
      label: msg`Jam buka`,
    },
  ],
});
