// The staff studio's collection registry (docs/decisions/250-studio-drafts-beside-published.md): every
// content type the studio edits, as plain data — its label, the roles that may write it, its title and
// slug fields and its fields. The server validates drafts and maps them onto the public tables from it
// (src/server/studio/tables.ts); the studio's generic list and editor pages render from it. Labels are
// Lingui `msg` descriptors: both languages live in the studio's catalogues.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type { MessageDescriptor };

/** Staff roles (docs/decisions/251-studio-roles.md); `service` handles support requests, product registrations and warranty claims (docs/decisions/311-inbox-roles.md). */
export const STAFF_ROLES = ['admin', 'editor', 'hr', 'marketing', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Administrator`,
  editor: msg`Editor`,
  hr: msg`HR`,
  marketing: msg`Pemasaran`,
  service: msg`Layanan servis`,
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
  { name: 'meta_title', en: 'meta_title_en', kind: 'text', max: 200, label: msg`Judul SEO` },
  {
    name: 'meta_description',
    en: 'meta_description_en',
    kind: 'textarea',
    max: 500,
    label: msg`Deskripsi SEO`,
  },
] as const satisfies readonly Field[];
const slug = {
  name: 'slug',
  kind: 'slug',
  max: 200,
  label: msg`Slug (alamat halaman)`,
} as const satisfies Field;
const sortOrder = {
  name: 'sort_order',
  kind: 'number',
  min: 0,
  maxValue: 100_000,
  label: msg`Urutan`,
} as const satisfies Field;
const opt = (value: string, label: MessageDescriptor) => ({ value, label });

const CATALOGUE: readonly StaffRole[] = ['editor'];
const CONTENT: readonly StaffRole[] = ['editor'];
const HOME: readonly StaffRole[] = ['marketing'];

export const COLLECTIONS: Record<CollectionKey, Collection> = {
  products: {
    key: 'products',
    label: msg`Produk`,
    roles: CATALOGUE,
    titleField: 'name',
    slugField: 'slug',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama produk` },
      slug,
      {
        name: 'brand_id',
        kind: 'reference',
        collection: 'brands',
        by: 'id',
        required: true,
        label: msg`Merek`,
      },
      {
        name: 'category_id',
        kind: 'reference',
        collection: 'categories',
        by: 'id',
        required: true,
        label: msg`Kategori`,
      },
      { name: 'price', kind: 'money', label: msg`Harga (Rp)` },
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 2_000,
        label: msg`Deskripsi singkat`,
      },
      { name: 'content', en: 'content_en', kind: 'richtext', max: 100_000, label: msg`Deskripsi lengkap` },
      {
        name: 'specs',
        kind: 'list',
        max: 200,
        label: msg`Spesifikasi`,
        fields: [
          { name: 'label', en: 'label_en', kind: 'text', required: true, max: 200, label: msg`Nama` },
          { name: 'value', en: 'value_en', kind: 'text', required: true, max: 1_000, label: msg`Nilai` },
        ],
      },
      { name: 'in_box', en: 'in_box_en', kind: 'strings', max: 100, label: msg`Isi kemasan` },
      {
        name: 'faq',
        kind: 'list',
        max: 100,
        label: msg`Tanya jawab`,
        fields: [
          {
            name: 'question',
            en: 'question_en',
            kind: 'text',
            required: true,
            max: 500,
            label: msg`Pertanyaan`,
          },
          {
            name: 'answer',
            en: 'answer_en',
            kind: 'textarea',
            required: true,
            max: 5_000,
            label: msg`Jawaban`,
          },
        ],
      },
      { name: 'video_url', kind: 'url', max: 500, label: msg`Video (URL YouTube)` },
      { name: 'manual_url', kind: 'pdf', label: msg`Manual (PDF)` },
      {
        name: 'marketplace_links',
        kind: 'list',
        max: 20,
        label: msg`Tautan marketplace`,
        fields: [
          { name: 'marketplace', kind: 'text', required: true, max: 100, label: msg`Marketplace` },
          { name: 'url', kind: 'url', required: true, max: 500, label: msg`URL` },
        ],
      },
      { name: 'image', kind: 'image', required: true, label: msg`Gambar utama`, aspect: 1 },
      { name: 'images', kind: 'images', max: 30, label: msg`Galeri`, aspect: 1 },
      {
        name: 'trending_rank',
        kind: 'number',
        min: 1,
        maxValue: 1_000,
        label: msg`Peringkat tren (kosong = tidak tren)`,
      },
      ...seo,
    ],
  },
  brands: {
    key: 'brands',
    label: msg`Merek`,
    roles: CATALOGUE,
    titleField: 'name',
    slugField: 'slug',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama merek` },
      slug,
      { name: 'image_url', kind: 'image', store: 'url', label: msg`Logo` },
      {
        name: 'description',
        en: 'description_en',
        kind: 'richtext',
        max: 20_000,
        label: msg`Tentang merek`,
      },
      {
        name: 'warranty_unit_months',
        kind: 'number',
        min: 0,
        maxValue: 120,
        label: msg`Garansi unit (bulan)`,
      },
      {
        name: 'warranty_accessories_months',
        kind: 'number',
        min: 0,
        maxValue: 120,
        label: msg`Garansi aksesori (bulan)`,
      },
      {
        name: 'warranty_battery_months',
        kind: 'number',
        min: 0,
        maxValue: 120,
        label: msg`Garansi baterai (bulan)`,
      },
      {
        name: 'warranty_replacement_days',
        kind: 'number',
        min: 0,
        maxValue: 90,
        label: msg`Ganti baru (hari)`,
      },
      {
        name: 'warranty_claim_steps',
        en: 'warranty_claim_steps_en',
        kind: 'strings',
        max: 30,
        label: msg`Langkah klaim garansi`,
      },
      {
        name: 'warranty_notes',
        en: 'warranty_notes_en',
        kind: 'textarea',
        max: 5_000,
        label: msg`Catatan garansi`,
      },
      { name: 'featured', kind: 'boolean', label: msg`Unggulan` },
      sortOrder,
      ...seo,
    ],
  },
  categories: {
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
    ],
  },
  dealers: {
    key: 'dealers',
    label: msg`Dealer & toko online`,
    roles: CATALOGUE,
    titleField: 'name',
    fields: [
      {
        name: 'type',
        kind: 'select',
        required: true,
        label: msg`Jenis`,
        options: [opt('offline_store', msg`Toko fisik`), opt('online_store', msg`Toko online`)],
      },
      { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
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
      { name: 'opening_hours', en: 'opening_hours_en', kind: 'text', max: 300, label: msg`Jam buka` },
      { name: 'marketplace', kind: 'text', max: 100, label: msg`Marketplace` },
      { name: 'url', kind: 'url', max: 500, label: msg`URL toko` },
    ],
  },
  'service-centers': {
    key: 'service-centers',
    label: msg`Service center`,
    roles: CATALOGUE,
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
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
      {
        name: 'opening_hours',
        en: 'opening_hours_en',
        kind: 'text',
        required: true,
        max: 300,
        label: msg`Jam buka`,
      },
    ],
  },
  'pickup-points': {
    key: 'pickup-points',
    label: msg`Titik antar-jemput servis`,
    roles: CATALOGUE,
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
  },
  articles: {
    key: 'articles',
    label: msg`Artikel & acara`,
    roles: CONTENT,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      slug,
      {
        name: 'kind',
        kind: 'select',
        required: true,
        label: msg`Jenis`,
        options: [opt('article', msg`Artikel`), opt('event', msg`Acara`)],
      },
      {
        name: 'category',
        kind: 'select',
        required: true,
        label: msg`Kategori`,
        options: [
          opt('news', msg`Berita`),
          opt('photography', msg`Fotografi`),
          opt('videography', msg`Videografi`),
          opt('sport', msg`Olahraga`),
          opt('gadget', msg`Gadget`),
        ],
      },
      {
        name: 'excerpt',
        en: 'excerpt_en',
        kind: 'textarea',
        required: true,
        max: 1_000,
        label: msg`Ringkasan`,
      },
      {
        name: 'body',
        en: 'body_en',
        kind: 'richtext',
        required: true,
        max: 200_000,
        label: msg`Isi (judul H2/H3 membentuk daftar isi)`,
      },
      { name: 'author', kind: 'text', required: true, max: 200, label: msg`Penulis` },
      { name: 'thumbnail', kind: 'image', required: true, label: msg`Gambar sampul`, aspect: 9 / 16 },
      {
        name: 'related_product_slugs',
        kind: 'references',
        collection: 'products',
        by: 'slug',
        max: 50,
        label: msg`Produk terkait`,
      },
      { name: 'published_at', kind: 'datetime', required: true, label: msg`Tanggal terbit` },
      { name: 'event_date', kind: 'datetime', label: msg`Tanggal acara` },
      { name: 'event_location', kind: 'text', max: 300, label: msg`Lokasi acara` },
      { name: 'meta_title', kind: 'text', max: 200, label: msg`Judul SEO` },
      { name: 'meta_description', kind: 'textarea', max: 500, label: msg`Deskripsi SEO` },
    ],
  },
  jobs: {
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
  },
  sliders: {
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
  },
  promotions: {
    key: 'promotions',
    label: msg`Promosi`,
    roles: HOME,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      slug,
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 5_000,
        label: msg`Deskripsi`,
      },
      {
        name: 'tag',
        kind: 'select',
        required: true,
        label: msg`Jenis promosi`,
        options: [opt('general', msg`Umum`), opt('marketplace', msg`Marketplace`)],
      },
      { name: 'marketplace', kind: 'text', max: 100, label: msg`Marketplace` },
      { name: 'url', kind: 'url', max: 500, label: msg`URL` },
      { name: 'image', kind: 'image', required: true, label: msg`Gambar`, aspect: 1 / 2 },
      {
        name: 'brand_slugs',
        kind: 'references',
        collection: 'brands',
        by: 'slug',
        max: 100,
        label: msg`Merek`,
      },
      { name: 'starts_at', kind: 'datetime', required: true, label: msg`Mulai` },
      { name: 'ends_at', kind: 'datetime', required: true, label: msg`Berakhir` },
    ],
  },
  faqs: {
    key: 'faqs',
    label: msg`FAQ`,
    roles: CONTENT,
    titleField: 'question',
    fields: [
      {
        name: 'group',
        kind: 'select',
        required: true,
        label: msg`Kelompok`,
        options: [opt('general', msg`Umum`), opt('service', msg`Servis`), opt('warranty', msg`Garansi`)],
      },
      {
        name: 'question',
        en: 'question_en',
        kind: 'text',
        required: true,
        max: 500,
        label: msg`Pertanyaan`,
      },
      {
        name: 'answer',
        en: 'answer_en',
        kind: 'richtext',
        required: true,
        max: 20_000,
        label: msg`Jawaban`,
      },
      sortOrder,
    ],
  },
  'web-pages': {
    key: 'web-pages',
    label: msg`Halaman web (privasi, syarat)`,
    roles: CONTENT,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      slug,
      { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 200_000, label: msg`Isi` },
      ...seo,
    ],
  },
  milestones: {
    key: 'milestones',
    label: msg`Tonggak sejarah`,
    roles: CONTENT,
    titleField: 'title',
    idField: 'year',
    fields: [
      { name: 'year', kind: 'number', required: true, min: 1900, maxValue: 2200, label: msg`Tahun` },
      {
        name: 'brand_count',
        kind: 'number',
        required: true,
        min: 0,
        maxValue: 10_000,
        label: msg`Jumlah merek`,
      },
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      { name: 'text', en: 'text_en', kind: 'textarea', required: true, max: 5_000, label: msg`Teks` },
    ],
  },
  testimonials: {
    key: 'testimonials',
    label: msg`Testimoni`,
    roles: HOME,
    titleField: 'name',
    fields: [
      { name: 'name', kind: 'text', required: true, max: 200, label: msg`Nama` },
      { name: 'role', en: 'role_en', kind: 'text', required: true, max: 200, label: msg`Peran` },
      { name: 'quote', en: 'quote_en', kind: 'textarea', required: true, max: 2_000, label: msg`Kutipan` },
      { name: 'rating', kind: 'number', required: true, min: 1, maxValue: 5, label: msg`Nilai (1–5)` },
      { name: 'avatar', kind: 'image', required: true, label: msg`Foto` },
      { name: 'product_slug', kind: 'reference', collection: 'products', by: 'slug', label: msg`Produk` },
    ],
  },
  newsticker: {
    key: 'newsticker',
    label: msg`Teks berjalan`,
    roles: HOME,
    titleField: 'text',
    fields: [
      { name: 'text', en: 'text_en', kind: 'text', required: true, max: 300, label: msg`Teks` },
      { name: 'link', kind: 'text', required: true, max: 500, label: msg`Tautan` },
      sortOrder,
    ],
  },
  giveaways: {
    key: 'giveaways',
    label: msg`Giveaway`,
    roles: HOME,
    titleField: 'title',
    slugField: 'slug',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      slug,
      {
        name: 'brand_slug',
        kind: 'reference',
        collection: 'brands',
        by: 'slug',
        required: true,
        label: msg`Merek`,
      },
      {
        name: 'subtitle',
        en: 'subtitle_en',
        kind: 'text',
        required: true,
        max: 500,
        label: msg`Subjudul`,
      },
      { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 50_000, label: msg`Isi` },
      { name: 'prizes', en: 'prizes_en', kind: 'strings', max: 50, label: msg`Hadiah` },
      { name: 'terms', en: 'terms_en', kind: 'strings', max: 100, label: msg`Syarat dan ketentuan` },
      { name: 'starts_at', kind: 'datetime', required: true, label: msg`Dibuka` },
      { name: 'ends_at', kind: 'datetime', required: true, label: msg`Ditutup` },
      { name: 'image', kind: 'image', required: true, label: msg`Gambar`, aspect: 9 / 16 },
      {
        name: 'product_slugs',
        kind: 'references',
        collection: 'products',
        by: 'slug',
        max: 50,
        label: msg`Produk`,
      },
    ],
  },
  'lottery-campaigns': {
    key: 'lottery-campaigns',
    label: msg`Kampanye undian`,
    roles: HOME,
    titleField: 'title',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      { name: 'type', kind: 'text', required: true, max: 100, label: msg`Jenis kampanye` },
      { name: 'starts_at', kind: 'datetime', required: true, label: msg`Dibuka` },
      { name: 'ends_at', kind: 'datetime', required: true, label: msg`Ditutup` },
      { name: 'rupiah_per_code', kind: 'money', required: true, label: msg`Rupiah per kode undian` },
      {
        name: 'confirm_days',
        kind: 'number',
        required: true,
        min: 1,
        maxValue: 365,
        label: msg`Hari konfirmasi pemenang`,
      },
      {
        name: 'address_max_length',
        kind: 'number',
        required: true,
        min: 10,
        maxValue: 2_000,
        label: msg`Panjang alamat maksimal`,
      },
      { name: 'terms', en: 'terms_en', kind: 'strings', max: 100, label: msg`Syarat dan ketentuan` },
      {
        name: 'brand_slugs',
        kind: 'references',
        collection: 'brands',
        by: 'slug',
        max: 100,
        label: msg`Merek`,
      },
    ],
  },
  'home-attributes': {
    key: 'home-attributes',
    label: msg`Fitur & bagian produk beranda`,
    roles: HOME,
    titleField: 'title',
    fields: [
      {
        name: 'tag',
        kind: 'select',
        required: true,
        label: msg`Tempat`,
        options: [opt('feature_section', msg`Fitur beranda`), opt('product_section', msg`Bagian produk`)],
      },
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 2_000,
        label: msg`Deskripsi`,
      },
      { name: 'icon', kind: 'text', max: 100, label: msg`Ikon` },
      { name: 'image', kind: 'image', label: msg`Gambar`, aspect: 9 / 16 },
      { name: 'link', kind: 'text', max: 500, label: msg`Tautan` },
      sortOrder,
    ],
  },
  'home-sections': {
    key: 'home-sections',
    label: msg`Bagian beranda (teks dan gambar)`,
    roles: HOME,
    titleField: 'title',
    fields: [
      {
        name: 'key',
        kind: 'select',
        required: true,
        label: msg`Bagian`,
        options: [opt('section_1', msg`Bagian 1`), opt('section_2', msg`Bagian 2`)],
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
      { name: 'body', en: 'body_en', kind: 'richtext', required: true, max: 20_000, label: msg`Isi` },
      { name: 'image', kind: 'image', required: true, label: msg`Gambar`, aspect: 9 / 16 },
      {
        name: 'cta_label',
        en: 'cta_label_en',
        kind: 'text',
        required: true,
        max: 100,
        label: msg`Label tombol`,
      },
      { name: 'cta_link', kind: 'text', required: true, max: 500, label: msg`Tautan tombol` },
    ],
  },
  'site-features': {
    key: 'site-features',
    label: msg`Keunggulan situs`,
    roles: HOME,
    titleField: 'title',
    fields: [
      { name: 'title', en: 'title_en', kind: 'text', required: true, max: 300, label: msg`Judul` },
      {
        name: 'description',
        en: 'description_en',
        kind: 'textarea',
        required: true,
        max: 2_000,
        label: msg`Deskripsi`,
      },
      { name: 'icon', kind: 'text', required: true, max: 100, label: msg`Ikon` },
      sortOrder,
    ],
  },
  videos: {
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
  },
  company: {
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
