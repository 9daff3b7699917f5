import { msg } from '@lingui/core/macro';
import { defineCollection, opt, CONTENT } from './fields';

export const company = defineCollection({
  key: 'company',
  label: msg`Profil perusahaan`,
  roles: CONTENT,
  titleField: 'name',
  singleton: true,
  fields: [
    { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
    { name: 'legal_name', kind: 'text', required: true, max: 200, label: msg`Nama badan hukum` },
    { name: 'tagline', en: 'tagline_en', kind: 'text', required: true, max: 300, label: msg`Tagline` },
    { name: 'vision', en: 'vision_en', kind: 'textarea', required: true, max: 2_000, label: msg`Visi` },
    { name: 'mission', en: 'mission_en', kind: 'strings', max: 30, label: msg`Misi` },
    {
      name: 'history',
      en: 'history_en',
      kind: 'richtext',
      required: true,
      max: 50_000,
      label: msg`Sejarah`,
    },
    { name: 'address', kind: 'textarea', required: true, max: 1_000, label: msg`Alamat` },
    { name: 'location', kind: 'coordinates', required: true, label: msg`Lokasi di peta` },
    { name: 'phone', kind: 'text', required: true, max: 50, label: msg`Telepon` },
    { name: 'email', kind: 'text', required: true, max: 200, label: msg`Email` },
    { name: 'whatsapp', kind: 'text', required: true, max: 50, label: msg`WhatsApp` },
    {
      name: 'founded_year',
      kind: 'number',
      required: true,
      min: 1900,
      maxValue: 2200,
      label: msg`Tahun berdiri`,
    },
    {
      name: 'socials',
      kind: 'list',
      max: 10,
      label: msg`Media sosial`,
      fields: [
        {
          name: 'network',
          kind: 'select',
          required: true,
          label: msg`Jaringan`,
          options: [
            opt('instagram', msg`Instagram`),
            opt('facebook', msg`Facebook`),
            opt('tiktok', msg`TikTok`),
            opt('linkedin', msg`LinkedIn`),
            opt('youtube', msg`YouTube`),
          ],
        },
        { name: 'url', kind: 'url', required: true, max: 500, label: msg`URL` },
      ],
    },
  ],
});
