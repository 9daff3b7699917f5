import { msg } from '@lingui/core/macro';
import { attributeFields, attributeListErrors } from './attributes';
import { MAX_ATTRIBUTES } from './attributes-terms';
import { defineCollection, seo, slug, sortOrder, CATALOGUE } from './fields';

export const categories = defineCollection({
  key: 'categories',
  label: msg`Kategori`,
  roles: CATALOGUE,
  titleField: 'name',
  slugField: 'slug',
  fields: [
    { name: 'name', en: 'name_en', kind: 'text', required: true, max: 200, label: msg`Nama kategori` },
    slug,
    { name: 'description', en: 'description_en', kind: 'textarea', max: 5_000, label: msg`Deskripsi` },
    { name: 'image_url', kind: 'image', store: 'url', label: msg`Gambar`, aspect: 1 },
    { name: 'popular_rank', kind: 'number', min: 1, maxValue: 1_000, label: msg`Peringkat populer` },
    sortOrder,
    ...seo,
    // Typed specifications (src/contract/collections/attributes.ts): defined by administrators, in the order
    // the product page shows them; editors fill each product's values.
    {
      name: 'attributes',
      kind: 'list',
      max: MAX_ATTRIBUTES,
      editRoles: [],
      label: msg`Atribut spesifikasi`,
      fields: attributeFields,
    },
  ],
  check: (data) => attributeListErrors(data.attributes),
});
