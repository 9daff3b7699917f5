import { msg } from '@lingui/core/macro';
import { defineCollection, CONTENT } from './fields';

export const videos = defineCollection({
  key: 'videos',
  label: msg`Video`,
  roles: CONTENT,
  titleField: 'title',
  fields: [
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    { name: 'youtube_id', kind: 'text', required: true, max: 20, label: msg`ID video YouTube` },
    { name: 'thumbnail', kind: 'image', required: true, label: msg`Gambar mini`, aspect: 9 / 16 },
    { name: 'brand_slug', kind: 'reference', collection: 'brands', by: 'slug', label: msg`Merek` },
    { name: 'published_at', kind: 'datetime', required: true, label: msg`Tanggal terbit` },
  ],
});
