// The staff studio's collection registry (docs/decisions/250-studio-drafts-beside-published.md): every
// content type the studio edits, as plain data — its label, the roles that may write it, its title and
// slug fields and its fields. The server validates drafts and maps them onto the public tables from it
// (src/server/studio/tables.ts); the studio's generic list and editor pages render from it. Labels are
// Lingui message descriptors written `/*i18n*/ { id, message }` (as in src/contract/routes.ts), so
// `lingui extract` collects them and both languages live in the catalogues.

export type MessageDescriptor = { id: string; message?: string };

/** Staff roles (docs/decisions/251-studio-roles.md); `service` handles support requests, product registrations and warranty claims (docs/decisions/311-inbox-roles.md). */
export const STAFF_ROLES = ['admin', 'editor', 'hr', 'marketing', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  admin: /*i18n*/ { id: 'Faptqt', message: 'Administrator' },
  editor: /*i18n*/ { id: 'uBAxNB', message: 'Editor' },
  hr: /*i18n*/ { id: 'aDLrMs', message: 'HR' },
  marketing: /*i18n*/ { id: '2BgcFM', message: 'Pemasaran' },
  service: /*i18n*/ { id: '61TTSf', message: 'Layanan servis' },
};

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'slug'
  | 'reference'
  | 'references'
  | 'image'
  | 'images'
  | 'pdf'
  | 'select'
  | 'list'
  | 'strings'
  | 'coordinates'
  | 'region'
  | 'url';

type FieldBase = {
  /** The key in the draft's data (and, for most kinds, the public table's column). */
  name: string;
  label: MessageDescriptor;
  /** Bilingual: the English twin sits in the draft under `en` (`<name>_en`); the UI shows both side by side. */
  en?: string;
  required?: boolean;
  /** Most characters of a text, items of a list. */
  max?: number;
};

export type Field =
  | (FieldBase & {
      kind:
        | 'text'
        | 'textarea'
        | 'richtext'
        | 'url'
        | 'slug'
        | 'boolean'
        | 'date'
        | 'datetime'
        | 'money'
        | 'strings'
        | 'pdf'
        | 'coordinates'
        | 'region';
    })
  | (FieldBase & { kind: 'number'; min?: number; maxValue?: number })
  /**
   * `store: 'url'` — the public column keeps only the image's URL (brand logos, category images).
   * `aspect` (height / width) — the slot the public pages show it in: publishing cuts the uploaded image to
   * it around its focal point (docs/decisions/260-studio-media.md); without it the image is shown whole.
   */
  | (FieldBase & { kind: 'image'; store?: 'url'; aspect?: number })
  | (FieldBase & { kind: 'images'; aspect?: number })
  /** A reference to another collection's entity, stored by its id or its slug. */
  | (FieldBase & { kind: 'reference' | 'references'; collection: CollectionKey; by: 'id' | 'slug' })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: MessageDescriptor }[] })
  | (FieldBase & { kind: 'list'; fields: readonly Field[] });

export type Collection = {
  key: CollectionKey;
  label: MessageDescriptor;
  /** Roles that may read and write it (admin may always). */
  roles: readonly StaffRole[];
  titleField: string;
  slugField?: string;
  /** The id is a field of the data (milestones: the year) instead of a new number from the table's sequence. */
  idField?: string;
  /** Keeps version history with restore in the studio's UI (every collection has it on the server). */
  singleton?: true;
  fields: readonly Field[];
};

export const COLLECTION_KEYS = [
  'products',
  'brands',
  'categories',
  'dealers',
  'service-centers',
  'pickup-points',
  'articles',
  'jobs',
  'sliders',
  'promotions',
  'faqs',
  'web-pages',
  'milestones',
  'testimonials',
  'newsticker',
  'giveaways',
  'lottery-campaigns',
  'home-attributes',
  'home-sections',
  'site-features',
  'videos',
  'company',
] as const;
export type CollectionKey = (typeof COLLECTION_KEYS)[number];

const seo = [
  { name: 'meta_title', en: 'meta_title_en', kind: 'text', max: 200, label: /*i18n*/ { id: 'WWdUnC', message: 'Judul SEO' } },
  {
    name: 'meta_description',
    en: 'meta_description_en',
    kind: 'textarea',
    max: 500,
    label: /*i18n*/ { id: '7cMfd7', message: 'Deskripsi SEO' },
  },
] as const satisfies readonly Field[];
const slug = {
  name: 'slug',
  kind: 'slug',
  max: 200,
  label: /*i18n*/ { id: '-Nvtla', message: 'Slug (alamat halaman)' },
} as const satisfies Field;
const sortOrder = {
  name: 'sort_order',
  kind: 'number',
  min: 0,
  maxValue: 100_000,
  label: /*i18n*/ { id: 'KSib5O', message: 'Urutan' },
} as const satisfies Field;
const opt = (value: string, label: MessageDescriptor) => ({ value, label });

const CATALOGUE: readonly StaffRole[] = ['editor'];
const CONTENT: readonly StaffRole[] = ['editor'];
const HOME: readonly StaffRole[] = ['marketing'];

export const COLLECTIONS: Record<CollectionKey, Collection> = {
  products: {
    key: 'products',
    label: /*i18n*/ { id: '43IVrp', message: 'Produk' },
    roles: CATALOGUE,
    titleField: 'name',
    slugField: 'slug',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'kYlXN_', message: 'Nama produk' } },
      slug,
      {
        name: 'brand_id',
        kind: 'reference',
        collection: 'brands',
        by: 'id',
        required: true,
        label: /*i18n*/ { id: '-g9sLL', message: 'Merek' },
      },
      {
        name: 'category_id',
        kind: 'reference',
        collection: 'categories',
        by: 'id',
        required: true,
        label: /*i18n*/ { id: 'tsT5jw', message: 'Kategori' },
      },
      { name: 'price', kind: 'money', label: /*i18n*/ { id: 'Wq43Ov', message: 'Harga (Rp)' } },
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 2_000,
        label: /*i18n*/ { id: '6sWt0r', message: 'Deskripsi singkat' },
      },
      { name: 'content', en: 'content_en', kind: 'richtext', max: 100_000, label: /*i18n*/ { id: 'kTCbdk', message: 'Deskripsi lengkap' } },
      {
        name: 'specs',
        kind: 'list',
        max: 200,
        label: /*i18n*/ { id: '72Vgmo', message: 'Spesifikasi' },
        fields: [
          { name: 'label', en: 'label_en', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 't30qoL', message: 'Nama' } },
          { name: 'value', en: 'value_en', kind: 'text', required: true, max: 1_000, label: /*i18n*/ { id: 'bdxwBe', message: 'Nilai' } },
        ],
      },
      { name: 'in_box', en: 'in_box_en', kind: 'strings', max: 100, label: /*i18n*/ { id: 'UDS3KG', message: 'Isi kemasan' } },
      {
        name: 'faq',
        kind: 'list',
        max: 100,
        label: /*i18n*/ { id: 'aN3rvP', message: 'Tanya jawab' },
        fields: [
          {
            name: 'question',
            en: 'question_en',
            kind: 'text',
            required: true,
            max: 500,
            label: /*i18n*/ { id: 'k0CkCX', message: 'Pertanyaan' },
          },
          {
            name: 'answer',
            en: 'answer_en',
            kind: 'textarea',
            required: true,
            max: 5_000,
            label: /*i18n*/ { id: '_vtzS_', message: 'Jawaban' },
          },
        ],
      },
      { name: 'video_url', kind: 'url', max: 500, label: /*i18n*/ { id: 'hVLG-Q', message: 'Video (URL YouTube)' } },
      { name: 'manual_url', kind: 'pdf', label: /*i18n*/ { id: 'pqjSXb', message: 'Manual (PDF)' } },
      {
        name: 'marketplace_links',
        kind: 'list',
        max: 20,
        label: /*i18n*/ { id: '3OEX-G', message: 'Tautan marketplace' },
        fields: [
          { name: 'marketplace', kind: 'text', required: true, max: 100, label: /*i18n*/ { id: 'Zt5PUS', message: 'Marketplace' } },
          { name: 'url', kind: 'url', required: true, max: 500, label: /*i18n*/ { id: 'IagCbF', message: 'URL' } },
        ],
      },
      { name: 'image', kind: 'image', required: true, label: /*i18n*/ { id: 'Aycz6z', message: 'Gambar utama' }, aspect: 1 },
      { name: 'images', kind: 'images', max: 30, label: /*i18n*/ { id: 'OGaOv0', message: 'Galeri' }, aspect: 1 },
      {
        name: 'trending_rank',
        kind: 'number',
        min: 1,
        maxValue: 1_000,
        label: /*i18n*/ { id: 'ltJJE8', message: 'Peringkat tren (kosong = tidak tren)' },
      },
      ...seo,
    ],
  },
  brands: {
    key: 'brands',
    label: /*i18n*/ { id: '-g9sLL', message: 'Merek' },
    roles: CATALOGUE,
    titleField: 'name',
    slugField: 'slug',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'V5D8yR', message: 'Nama merek' } },
      slug,
      { name: 'image_url', kind: 'image', store: 'url', label: /*i18n*/ { id: 'iG7KNr', message: 'Logo' } },
      {
        name: 'description',
        en: 'description_en',
        kind: 'richtext',
        max: 20_000,
        label: /*i18n*/ { id: 'wnKiUC', message: 'Tentang merek' },
      },
      {
        name: 'warranty_unit_months',
        kind: 'number',
        min: 0,
        maxValue: 120,
        label: /*i18n*/ { id: 'pJwQUq', message: 'Garansi unit (bulan)' },
      },
      {
        name: 'warranty_accessories_months',
        kind: 'number',
        min: 0,
        maxValue: 120,
        label: /*i18n*/ { id: 'OUbAkp', message: 'Garansi aksesori (bulan)' },
      },
      {
        name: 'warranty_battery_months',
        kind: 'number',
        min: 0,
        maxValue: 120,
        label: /*i18n*/ { id: '7YW6uB', message: 'Garansi baterai (bulan)' },
      },
      {
        name: 'warranty_replacement_days',
        kind: 'number',
        min: 0,
        maxValue: 90,
        label: /*i18n*/ { id: 'Dy0_Kb', message: 'Ganti baru (hari)' },
      },
      {
        name: 'warranty_claim_steps',
        en: 'warranty_claim_steps_en',
        kind: 'strings',
        max: 30,
        label: /*i18n*/ { id: 'Oe6vMa', message: 'Langkah klaim garansi' },
      },
      {
        name: 'warranty_notes',
        en: 'warranty_notes_en',
        kind: 'textarea',
        max: 5_000,
        label: /*i18n*/ { id: 'XzMQrO', message: 'Catatan garansi' },
      },
      { name: 'featured', kind: 'boolean', label: /*i18n*/ { id: 'b_I60f', message: 'Unggulan' } },
      sortOrder,
      ...seo,
    ],
  },
  categories: {
    key: 'categories',
    label: /*i18n*/ { id: 'tsT5jw', message: 'Kategori' },
    roles: CATALOGUE,
    titleField: 'name',
    slugField: 'slug',
    fields: [
      { name: 'name', en: 'name_en', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'VRNBPC', message: 'Nama kategori' } },
      slug,
      { name: 'description', en: 'description_en', kind: 'textarea', max: 5_000, label: /*i18n*/ { id: 'Z7n7TU', message: 'Deskripsi' } },
      { name: 'image_url', kind: 'image', store: 'url', label: /*i18n*/ { id: 'huhV5m', message: 'Gambar' }, aspect: 1 },
      { name: 'popular_rank', kind: 'number', min: 1, maxValue: 1_000, label: /*i18n*/ { id: '0MdbLA', message: 'Peringkat populer' } },
      sortOrder,
      ...seo,
    ],
  },
  dealers: {
    key: 'dealers',
    label: /*i18n*/ { id: 'HWJpZV', message: 'Dealer & toko online' },
    roles: CATALOGUE,
    titleField: 'name',
    fields: [
      {
        name: 'type',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: '81bLEf', message: 'Jenis' },
        options: [
          opt('offline_store', /*i18n*/ { id: 'qr2SaO', message: 'Toko fisik' }),
          opt('online_store', /*i18n*/ { id: 'h6Cycn', message: 'Toko online' }),
        ],
      },
      { name: 'name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 't30qoL', message: 'Nama' } },
      {
        name: 'brands',
        kind: 'references',
        collection: 'brands',
        by: 'slug',
        max: 100,
        label: /*i18n*/ { id: 'LGdflt', message: 'Merek yang dijual' },
      },
      { name: 'address', kind: 'textarea', max: 1_000, label: /*i18n*/ { id: 'z5FcPZ', message: 'Alamat' } },
      { name: 'region', kind: 'region', label: /*i18n*/ { id: 'fLYlQ8', message: 'Provinsi / kota' } },
      { name: 'location', kind: 'coordinates', label: /*i18n*/ { id: 'U3BxX9', message: 'Lokasi di peta' } },
      { name: 'phone_primary', kind: 'text', max: 50, label: /*i18n*/ { id: 'XFrBBT', message: 'Telepon' } },
      { name: 'whatsapp', kind: 'text', max: 50, label: /*i18n*/ { id: '2-ExvJ', message: 'WhatsApp' } },
      { name: 'opening_hours', en: 'opening_hours_en', kind: 'text', max: 300, label: /*i18n*/ { id: 'EX375j', message: 'Jam buka' } },
      { name: 'marketplace', kind: 'text', max: 100, label: /*i18n*/ { id: 'Zt5PUS', message: 'Marketplace' } },
      { name: 'url', kind: 'url', max: 500, label: /*i18n*/ { id: 'zb6fCB', message: 'URL toko' } },
    ],
  },
  'service-centers': {
    key: 'service-centers',
    label: /*i18n*/ { id: 'ExPR3W', message: 'Service center' },
    roles: CATALOGUE,
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 't30qoL', message: 'Nama' } },
      { name: 'address', kind: 'textarea', required: true, max: 1_000, label: /*i18n*/ { id: 'z5FcPZ', message: 'Alamat' } },
      { name: 'region', kind: 'region', required: true, label: /*i18n*/ { id: 'fLYlQ8', message: 'Provinsi / kota' } },
      { name: 'location', kind: 'coordinates', required: true, label: /*i18n*/ { id: 'U3BxX9', message: 'Lokasi di peta' } },
      { name: 'phone', kind: 'text', required: true, max: 50, label: /*i18n*/ { id: 'XFrBBT', message: 'Telepon' } },
      { name: 'whatsapp', kind: 'text', required: true, max: 50, label: /*i18n*/ { id: '2-ExvJ', message: 'WhatsApp' } },
      { name: 'email', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'O3oNi5', message: 'Email' } },
      {
        name: 'brands',
        kind: 'references',
        collection: 'brands',
        by: 'slug',
        max: 100,
        label: /*i18n*/ { id: 'xlMpBs', message: 'Merek yang dilayani' },
      },
      {
        name: 'opening_hours',
        en: 'opening_hours_en',
        kind: 'text',
        required: true,
        max: 300,
        label: /*i18n*/ { id: 'EX375j', message: 'Jam buka' },
      },
    ],
  },
  'pickup-points': {
    key: 'pickup-points',
    label: /*i18n*/ { id: 'ZvqrSn', message: 'Titik antar-jemput servis' },
    roles: CATALOGUE,
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 't30qoL', message: 'Nama' } },
      {
        name: 'service_center_id',
        kind: 'reference',
        collection: 'service-centers',
        by: 'id',
        required: true,
        label: /*i18n*/ { id: 'ExPR3W', message: 'Service center' },
      },
      { name: 'address', kind: 'textarea', required: true, max: 1_000, label: /*i18n*/ { id: 'z5FcPZ', message: 'Alamat' } },
      { name: 'region', kind: 'region', required: true, label: /*i18n*/ { id: 'fLYlQ8', message: 'Provinsi / kota' } },
      { name: 'phone', kind: 'text', required: true, max: 50, label: /*i18n*/ { id: 'XFrBBT', message: 'Telepon' } },
      {
        name: 'opening_hours',
        en: 'opening_hours_en',
        kind: 'text',
        required: true,
        max: 300,
        label: /*i18n*/ { id: 'EX375j', message: 'Jam buka' },
      },
    ],
  },
  articles: {
    key: 'articles',
    label: /*i18n*/ { id: '-co1aF', message: 'Artikel & acara' },
    roles: CONTENT,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      slug,
      {
        name: 'kind',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: '81bLEf', message: 'Jenis' },
        options: [opt('article', /*i18n*/ { id: 'IKA-Hu', message: 'Artikel' }), opt('event', /*i18n*/ { id: 'lc8KUs', message: 'Acara' })],
      },
      {
        name: 'category',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: 'tsT5jw', message: 'Kategori' },
        options: [
          opt('news', /*i18n*/ { id: 'acv_DE', message: 'Berita' }),
          opt('photography', /*i18n*/ { id: 'msyodB', message: 'Fotografi' }),
          opt('videography', /*i18n*/ { id: 'E82pgO', message: 'Videografi' }),
          opt('sport', /*i18n*/ { id: '3mfFny', message: 'Olahraga' }),
          opt('gadget', /*i18n*/ { id: 'xCBma9', message: 'Gadget' }),
        ],
      },
      {
        name: 'excerpt',
        en: 'excerpt_en',
        kind: 'textarea',
        required: true,
        max: 1_000,
        label: /*i18n*/ { id: 'aAwNKo', message: 'Ringkasan' },
      },
      {
        name: 'body',
        en: 'body_en',
        kind: 'richtext',
        required: true,
        max: 200_000,
        label: /*i18n*/ { id: 'E0p3sL', message: 'Isi (judul H2/H3 membentuk daftar isi)' },
      },
      { name: 'author', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'pX54nF', message: 'Penulis' } },
      { name: 'thumbnail', kind: 'image', required: true, label: /*i18n*/ { id: 'cWlQ4q', message: 'Gambar sampul' }, aspect: 9 / 16 },
      {
        name: 'related_product_slugs',
        kind: 'references',
        collection: 'products',
        by: 'slug',
        max: 50,
        label: /*i18n*/ { id: '97t3_p', message: 'Produk terkait' },
      },
      { name: 'published_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'QrasC_', message: 'Tanggal terbit' } },
      { name: 'event_date', kind: 'datetime', label: /*i18n*/ { id: '096eh_', message: 'Tanggal acara' } },
      { name: 'event_location', kind: 'text', max: 300, label: /*i18n*/ { id: 'cHUEj4', message: 'Lokasi acara' } },
      { name: 'meta_title', kind: 'text', max: 200, label: /*i18n*/ { id: 'WWdUnC', message: 'Judul SEO' } },
      { name: 'meta_description', kind: 'textarea', max: 500, label: /*i18n*/ { id: '7cMfd7', message: 'Deskripsi SEO' } },
    ],
  },
  jobs: {
    key: 'jobs',
    label: /*i18n*/ { id: 'i_AEHO', message: 'Lowongan kerja' },
    roles: ['hr'],
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: 'rYCgvq', message: 'Posisi' } },
      slug,
      {
        name: 'job_category',
        en: 'job_category_en',
        kind: 'text',
        required: true,
        max: 200,
        label: /*i18n*/ { id: 'cr6aTb', message: 'Bidang' },
      },
      {
        name: 'job_type',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: 'VWhwWI', message: 'Jenis pekerjaan' },
        options: [
          opt('full-time', /*i18n*/ { id: 'STh7h9', message: 'Penuh waktu' }),
          opt('contract', /*i18n*/ { id: 'BG_n4n', message: 'Kontrak' }),
          opt('internship', /*i18n*/ { id: 'zJ0JP3', message: 'Magang' }),
        ],
      },
      { name: 'location', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'lCfGNc', message: 'Lokasi' } },
      {
        name: 'description',
        en: 'description_en',
        kind: 'richtext',
        required: true,
        max: 50_000,
        label: /*i18n*/ { id: 'EFBZTi', message: 'Deskripsi pekerjaan' },
      },
      { name: 'requirements', en: 'requirements_en', kind: 'strings', max: 100, label: /*i18n*/ { id: 'saaPKG', message: 'Persyaratan' } },
      { name: 'external_url', kind: 'url', max: 500, label: /*i18n*/ { id: 'zKiWlx', message: 'Tautan lamaran eksternal' } },
      { name: 'published_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'QrasC_', message: 'Tanggal terbit' } },
      { name: 'closes_at', kind: 'datetime', label: /*i18n*/ { id: 'v44WwO', message: 'Ditutup pada' } },
    ],
  },
  sliders: {
    key: 'sliders',
    label: /*i18n*/ { id: 'ikZsXD', message: 'Slider beranda' },
    roles: HOME,
    titleField: 'title',
    fields: [
      {
        name: 'tag',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: 'rYCgvq', message: 'Posisi' },
        options: [
          opt('main_slider', /*i18n*/ { id: 'q5IQ4D', message: 'Slider utama' }),
          opt('promo_slider_left', /*i18n*/ { id: '5WPtOU', message: 'Promo kiri' }),
          opt('promo_slider_right', /*i18n*/ { id: 'Spu-a9', message: 'Promo kanan' }),
        ],
      },
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      {
        name: 'subtitle',
        en: 'subtitle_en',
        kind: 'text',
        required: true,
        max: 500,
        label: /*i18n*/ { id: '6xDcXi', message: 'Subjudul' },
      },
      { name: 'link', kind: 'text', required: true, max: 500, label: /*i18n*/ { id: 'K1_Lhh', message: 'Tautan' } },
      { name: 'image', kind: 'image', required: true, label: /*i18n*/ { id: 'dffRUB', message: 'Gambar (desktop)' }, aspect: 3 / 8 },
      { name: 'image_mobile', kind: 'image', required: true, label: /*i18n*/ { id: 'Yo0l4E', message: 'Gambar (ponsel)' }, aspect: 5 / 4 },
      sortOrder,
    ],
  },
  promotions: {
    key: 'promotions',
    label: /*i18n*/ { id: 'jJtFhU', message: 'Promosi' },
    roles: HOME,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      slug,
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 5_000,
        label: /*i18n*/ { id: 'Z7n7TU', message: 'Deskripsi' },
      },
      {
        name: 'tag',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: 'CZo_Ls', message: 'Jenis promosi' },
        options: [
          opt('general', /*i18n*/ { id: 'znsbks', message: 'Umum' }),
          opt('marketplace', /*i18n*/ { id: 'Zt5PUS', message: 'Marketplace' }),
        ],
      },
      { name: 'marketplace', kind: 'text', max: 100, label: /*i18n*/ { id: 'Zt5PUS', message: 'Marketplace' } },
      { name: 'url', kind: 'url', max: 500, label: /*i18n*/ { id: 'IagCbF', message: 'URL' } },
      { name: 'image', kind: 'image', required: true, label: /*i18n*/ { id: 'huhV5m', message: 'Gambar' }, aspect: 1 / 2 },
      {
        name: 'brand_slugs',
        kind: 'references',
        collection: 'brands',
        by: 'slug',
        max: 100,
        label: /*i18n*/ { id: '-g9sLL', message: 'Merek' },
      },
      { name: 'starts_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'R3VUEy', message: 'Mulai' } },
      { name: 'ends_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'M4fwnz', message: 'Berakhir' } },
    ],
  },
  faqs: {
    key: 'faqs',
    label: /*i18n*/ { id: '_lDBHm', message: 'FAQ' },
    roles: CONTENT,
    titleField: 'question',
    fields: [
      {
        name: 'group',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: 'sYURCT', message: 'Kelompok' },
        options: [
          opt('general', /*i18n*/ { id: 'znsbks', message: 'Umum' }),
          opt('service', /*i18n*/ { id: 'RXbil7', message: 'Servis' }),
          opt('warranty', /*i18n*/ { id: 'HzDWuz', message: 'Garansi' }),
        ],
      },
      {
        name: 'question',
        en: 'question_en',
        kind: 'text',
        required: true,
        max: 500,
        label: /*i18n*/ { id: 'k0CkCX', message: 'Pertanyaan' },
      },
      {
        name: 'answer',
        en: 'answer_en',
        kind: 'richtext',
        required: true,
        max: 20_000,
        label: /*i18n*/ { id: '_vtzS_', message: 'Jawaban' },
      },
      sortOrder,
    ],
  },
  'web-pages': {
    key: 'web-pages',
    label: /*i18n*/ { id: 'a7Wli_', message: 'Halaman web (privasi, syarat)' },
    roles: CONTENT,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      slug,
      { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 200_000, label: /*i18n*/ { id: '4oWTx6', message: 'Isi' } },
      ...seo,
    ],
  },
  milestones: {
    key: 'milestones',
    label: /*i18n*/ { id: 'n4hBG2', message: 'Tonggak sejarah' },
    roles: CONTENT,
    titleField: 'title',
    idField: 'year',
    fields: [
      { name: 'year', kind: 'number', required: true, min: 1900, maxValue: 2200, label: /*i18n*/ { id: 'Z9vM2T', message: 'Tahun' } },
      {
        name: 'brand_count',
        kind: 'number',
        required: true,
        min: 0,
        maxValue: 10_000,
        label: /*i18n*/ { id: 'RFTrsy', message: 'Jumlah merek' },
      },
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      { name: 'text', en: 'text_en', kind: 'textarea', required: true, max: 5_000, label: /*i18n*/ { id: '3TEo_0', message: 'Teks' } },
    ],
  },
  testimonials: {
    key: 'testimonials',
    label: /*i18n*/ { id: 'yVH2Q7', message: 'Testimoni' },
    roles: HOME,
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 't30qoL', message: 'Nama' } },
      { name: 'role', en: 'role_en', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'g2Jw_g', message: 'Peran' } },
      { name: 'quote', en: 'quote_en', kind: 'textarea', required: true, max: 2_000, label: /*i18n*/ { id: 'Dt6du1', message: 'Kutipan' } },
      { name: 'rating', kind: 'number', required: true, min: 1, maxValue: 5, label: /*i18n*/ { id: 'M94yKf', message: 'Nilai (1–5)' } },
      { name: 'avatar', kind: 'image', required: true, label: /*i18n*/ { id: 'gkxxWB', message: 'Foto' } },
      { name: 'product_slug', kind: 'reference', collection: 'products', by: 'slug', label: /*i18n*/ { id: '43IVrp', message: 'Produk' } },
    ],
  },
  newsticker: {
    key: 'newsticker',
    label: /*i18n*/ { id: 'eDUKaO', message: 'Teks berjalan' },
    roles: HOME,
    titleField: 'text',
    fields: [
      { name: 'text', en: 'text_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '3TEo_0', message: 'Teks' } },
      { name: 'link', kind: 'text', required: true, max: 500, label: /*i18n*/ { id: 'K1_Lhh', message: 'Tautan' } },
      sortOrder,
    ],
  },
  giveaways: {
    key: 'giveaways',
    label: /*i18n*/ { id: 'HomkCj', message: 'Giveaway' },
    roles: HOME,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      slug,
      {
        name: 'brand_slug',
        kind: 'reference',
        collection: 'brands',
        by: 'slug',
        required: true,
        label: /*i18n*/ { id: '-g9sLL', message: 'Merek' },
      },
      {
        name: 'subtitle',
        en: 'subtitle_en',
        kind: 'text',
        required: true,
        max: 500,
        label: /*i18n*/ { id: '6xDcXi', message: 'Subjudul' },
      },
      { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 50_000, label: /*i18n*/ { id: '4oWTx6', message: 'Isi' } },
      { name: 'prizes', en: 'prizes_en', kind: 'strings', max: 50, label: /*i18n*/ { id: 'mUS7tp', message: 'Hadiah' } },
      { name: 'terms', en: 'terms_en', kind: 'strings', max: 100, label: /*i18n*/ { id: 'N4cHGY', message: 'Syarat dan ketentuan' } },
      { name: 'starts_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'xIZQI3', message: 'Dibuka' } },
      { name: 'ends_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'buIVaj', message: 'Ditutup' } },
      { name: 'image', kind: 'image', required: true, label: /*i18n*/ { id: 'huhV5m', message: 'Gambar' }, aspect: 9 / 16 },
      {
        name: 'product_slugs',
        kind: 'references',
        collection: 'products',
        by: 'slug',
        max: 50,
        label: /*i18n*/ { id: '43IVrp', message: 'Produk' },
      },
    ],
  },
  'lottery-campaigns': {
    key: 'lottery-campaigns',
    label: /*i18n*/ { id: '_W7tvL', message: 'Kampanye undian' },
    roles: HOME,
    titleField: 'title',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      { name: 'type', kind: 'text', required: true, max: 100, label: /*i18n*/ { id: 'JuJBY1', message: 'Jenis kampanye' } },
      { name: 'starts_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'xIZQI3', message: 'Dibuka' } },
      { name: 'ends_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'buIVaj', message: 'Ditutup' } },
      { name: 'rupiah_per_code', kind: 'money', required: true, label: /*i18n*/ { id: 'HUwYDv', message: 'Rupiah per kode undian' } },
      {
        name: 'confirm_days',
        kind: 'number',
        required: true,
        min: 1,
        maxValue: 365,
        label: /*i18n*/ { id: 'VU0hre', message: 'Hari konfirmasi pemenang' },
      },
      {
        name: 'address_max_length',
        kind: 'number',
        required: true,
        min: 10,
        maxValue: 2_000,
        label: /*i18n*/ { id: 'bu_bVG', message: 'Panjang alamat maksimal' },
      },
      { name: 'terms', en: 'terms_en', kind: 'strings', max: 100, label: /*i18n*/ { id: 'N4cHGY', message: 'Syarat dan ketentuan' } },
      {
        name: 'brand_slugs',
        kind: 'references',
        collection: 'brands',
        by: 'slug',
        max: 100,
        label: /*i18n*/ { id: '-g9sLL', message: 'Merek' },
      },
    ],
  },
  'home-attributes': {
    key: 'home-attributes',
    label: /*i18n*/ { id: 'pYDF-k', message: 'Fitur & bagian produk beranda' },
    roles: HOME,
    titleField: 'title',
    fields: [
      {
        name: 'tag',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: '8m4smr', message: 'Tempat' },
        options: [
          opt('feature_section', /*i18n*/ { id: 'KT2v8P', message: 'Fitur beranda' }),
          opt('product_section', /*i18n*/ { id: 'W4hEXk', message: 'Bagian produk' }),
        ],
      },
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 2_000,
        label: /*i18n*/ { id: 'Z7n7TU', message: 'Deskripsi' },
      },
      { name: 'icon', kind: 'text', max: 100, label: /*i18n*/ { id: 'fNRCHW', message: 'Ikon' } },
      { name: 'image', kind: 'image', label: /*i18n*/ { id: 'huhV5m', message: 'Gambar' }, aspect: 9 / 16 },
      { name: 'link', kind: 'text', max: 500, label: /*i18n*/ { id: 'K1_Lhh', message: 'Tautan' } },
      sortOrder,
    ],
  },
  'home-sections': {
    key: 'home-sections',
    label: /*i18n*/ { id: 'G-kw4x', message: 'Bagian beranda (teks dan gambar)' },
    roles: HOME,
    titleField: 'title',
    fields: [
      {
        name: 'key',
        kind: 'select',
        required: true,
        label: /*i18n*/ { id: 'ipLCEE', message: 'Bagian' },
        options: [
          opt('section_1', /*i18n*/ { id: 'k--J3X', message: 'Bagian 1' }),
          opt('section_2', /*i18n*/ { id: 'ZVh0MD', message: 'Bagian 2' }),
        ],
      },
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      {
        name: 'subtitle',
        en: 'subtitle_en',
        kind: 'text',
        required: true,
        max: 500,
        label: /*i18n*/ { id: '6xDcXi', message: 'Subjudul' },
      },
      { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 20_000, label: /*i18n*/ { id: '4oWTx6', message: 'Isi' } },
      { name: 'image', kind: 'image', required: true, label: /*i18n*/ { id: 'huhV5m', message: 'Gambar' }, aspect: 9 / 16 },
      {
        name: 'cta_label',
        en: 'cta_label_en',
        kind: 'text',
        required: true,
        max: 100,
        label: /*i18n*/ { id: 'jUKq4k', message: 'Label tombol' },
      },
      { name: 'cta_link', kind: 'text', required: true, max: 500, label: /*i18n*/ { id: 'DqeEFp', message: 'Tautan tombol' } },
    ],
  },
  'site-features': {
    key: 'site-features',
    label: /*i18n*/ { id: 'z14qUp', message: 'Keunggulan situs' },
    roles: HOME,
    titleField: 'title',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 2_000,
        label: /*i18n*/ { id: 'Z7n7TU', message: 'Deskripsi' },
      },
      { name: 'icon', kind: 'text', required: true, max: 100, label: /*i18n*/ { id: 'fNRCHW', message: 'Ikon' } },
      sortOrder,
    ],
  },
  videos: {
    key: 'videos',
    label: /*i18n*/ { id: 'vSJd18', message: 'Video' },
    roles: CONTENT,
    titleField: 'title',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: '0xCQcQ', message: 'Judul' } },
      { name: 'youtube_id', kind: 'text', required: true, max: 20, label: /*i18n*/ { id: 'Or1hop', message: 'ID video YouTube' } },
      { name: 'thumbnail', kind: 'image', required: true, label: /*i18n*/ { id: 'f77vSv', message: 'Gambar mini' }, aspect: 9 / 16 },
      { name: 'brand_slug', kind: 'reference', collection: 'brands', by: 'slug', label: /*i18n*/ { id: '-g9sLL', message: 'Merek' } },
      { name: 'published_at', kind: 'datetime', required: true, label: /*i18n*/ { id: 'QrasC_', message: 'Tanggal terbit' } },
    ],
  },
  company: {
    key: 'company',
    label: /*i18n*/ { id: 'omT5y6', message: 'Profil perusahaan' },
    roles: CONTENT,
    titleField: 'name',
    singleton: true,
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 't30qoL', message: 'Nama' } },
      { name: 'legal_name', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: '9cIjPv', message: 'Nama badan hukum' } },
      { name: 'tagline', en: 'tagline_en', kind: 'text', required: true, max: 300, label: /*i18n*/ { id: 'yeAY64', message: 'Tagline' } },
      { name: 'vision', en: 'vision_en', kind: 'textarea', required: true, max: 2_000, label: /*i18n*/ { id: 'G3QJfV', message: 'Visi' } },
      { name: 'mission', en: 'mission_en', kind: 'strings', max: 30, label: /*i18n*/ { id: 'no1tok', message: 'Misi' } },
      {
        name: 'history',
        en: 'history_en',
        kind: 'richtext',
        required: true,
        max: 50_000,
        label: /*i18n*/ { id: 'Juak9H', message: 'Sejarah' },
      },
      { name: 'address', kind: 'textarea', required: true, max: 1_000, label: /*i18n*/ { id: 'z5FcPZ', message: 'Alamat' } },
      { name: 'location', kind: 'coordinates', required: true, label: /*i18n*/ { id: 'U3BxX9', message: 'Lokasi di peta' } },
      { name: 'phone', kind: 'text', required: true, max: 50, label: /*i18n*/ { id: 'XFrBBT', message: 'Telepon' } },
      { name: 'email', kind: 'text', required: true, max: 200, label: /*i18n*/ { id: 'O3oNi5', message: 'Email' } },
      { name: 'whatsapp', kind: 'text', required: true, max: 50, label: /*i18n*/ { id: '2-ExvJ', message: 'WhatsApp' } },
      {
        name: 'founded_year',
        kind: 'number',
        required: true,
        min: 1900,
        maxValue: 2200,
        label: /*i18n*/ { id: 'fW604f', message: 'Tahun berdiri' },
      },
      {
        name: 'socials',
        kind: 'list',
        max: 10,
        label: /*i18n*/ { id: '1soxxC', message: 'Media sosial' },
        fields: [
          {
            name: 'network',
            kind: 'select',
            required: true,
            label: /*i18n*/ { id: 'YU6yCn', message: 'Jaringan' },
            options: [
              opt('instagram', /*i18n*/ { id: 'CTWsuc', message: 'Instagram' }),
              opt('facebook', /*i18n*/ { id: 'DwuoH0', message: 'Facebook' }),
              opt('tiktok', /*i18n*/ { id: 'zyUxcw', message: 'TikTok' }),
              opt('linkedin', /*i18n*/ { id: 'gggTBm', message: 'LinkedIn' }),
              opt('youtube', /*i18n*/ { id: '9Q6UKX', message: 'YouTube' }),
            ],
          },
          { name: 'url', kind: 'url', required: true, max: 500, label: /*i18n*/ { id: 'IagCbF', message: 'URL' } },
        ],
      },
    ],
  },
};

export const isCollectionKey = (value: string): value is CollectionKey => (COLLECTION_KEYS as readonly string[]).includes(value);

/** Whether a role may read and write a collection (admin may everything). */
export const mayEdit = (role: StaffRole, collection: CollectionKey) => role === 'admin' || COLLECTIONS[collection].roles.includes(role);

/** The English twins of a collection's bilingual fields whose Indonesian text is set but English is empty. */
export function missingEnglish(collection: CollectionKey, data: Record<string, unknown>): string[] {
  const filled = (value: unknown) =>
    Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;
  const missing: string[] = [];
  for (const field of COLLECTIONS[collection].fields) {
    if (field.en && filled(data[field.name]) && !filled(data[field.en])) missing.push(field.en);
    if (field.kind === 'list' && Array.isArray(data[field.name])) {
      (data[field.name] as Record<string, unknown>[]).forEach((item, i) => {
        for (const sub of field.fields)
          if (sub.en && item && filled(item[sub.name]) && !filled(item[sub.en])) missing.push(`${field.name}.${i}.${sub.en}`);
      });
    }
  }
  return missing;
}
