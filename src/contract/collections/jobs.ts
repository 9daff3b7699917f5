import { msg } from '@lingui/core/macro';
import { defineCollection, slug, opt } from './fields';

export const jobs = defineCollection({
  key: 'jobs',
  label: msg`Lowongan kerja`,
  roles: ['hr'],
  titleField: 'title',
  slugField: 'slug',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Posisi` },
    slug,
    {
      name: 'job_category',
      en: 'job_category_en',
      kind: 'text',
      required: true,
      max: 200,
      label: msg`Bidang`,
    },
    {
      name: 'job_type',
      kind: 'select',
      required: true,
      label: msg`Jenis pekerjaan`,
      options: [opt('full-time', msg`Penuh waktu`), opt('contract', msg`Kontrak`), opt('internship', msg`Magang`)],
    },
    { name: 'location', kind: 'text', required: true, max: 200, label: msg`Lokasi` },
    // The city the careers page filters by; `location` is the words shown ("Jakarta Barat, hybrid").
    { name: 'region', kind: 'region', label: msg`Provinsi / kota` },
    {
      name: 'description',
      en: 'description_en',
      kind: 'richtext',
      required: true,
      max: 50_000,
      label: msg`Deskripsi pekerjaan`,
    },
    { name: 'requirements', en: 'requirements_en', kind: 'strings', max: 100, label: msg`Persyaratan` },
    { name: 'external_url', kind: 'url', max: 500, label: msg`Tautan lamaran eksternal` },
    { name: 'published_at', kind: 'datetime', required: true, label: msg`Tanggal terbit` },
    { name: 'closes_at', kind: 'datetime', label: msg`Ditutup pada` },
  ],
});
