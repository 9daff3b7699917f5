import { msg } from '@lingui/core/macro';
import { defineCollection, sortOrder, opt, HOME } from './fields';

export const sliders = defineCollection({
  key: 'sliders',
  label: msg`Slider beranda`,
  roles: HOME,
  titleField: 'title',
  fields: [
    {
      name: 'tag',
      kind: 'select',
      required: true,
      label: msg`Posisi`,
      options: [
        opt('main_slider', msg`Slider utama`),
        opt('promo_slider_left', msg`Promo kiri`),
        opt('promo_slider_right', msg`Promo kanan`),
      ],
    },
    { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
    {
      name: 'subtitle',
      en: 'subtitle_en',
      kind: 'text',
      required: true,
      max: 500,
      label: msg`Subjudul`,
    },
    { name: 'link', kind: 'text', required: true, max: 500, label: msg`Tautan` },
    { name: 'image', kind: 'image', required: true, label: msg`Gambar (desktop)`, aspect: 3 / 8 },
    { name: 'image_mobile', kind: 'image', required: true, label: msg`Gambar (ponsel)`, aspect: 5 / 4 },
    sortOrder,
  ],
});
