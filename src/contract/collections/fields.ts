// The vocabulary of the content declarations (docs/decisions/250-staff-studio.md): field
// kinds, staff roles, and the fields several collections share. Each collection is declared once, in its own
// file beside this one; src/contract/collections/registry.ts lists them.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type { MessageDescriptor };

/** Staff roles (docs/decisions/250-staff-studio.md); `service` handles support requests, product registrations and warranty claims (docs/decisions/310-submissions-in-the-studio.md). */
export const STAFF_ROLES = ['admin', 'editor', 'hr', 'marketing', 'service'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff role may do with a collection's entities (docs/decisions/250-staff-studio.md): see them (list,
 * read, versions, preview, CSV export), edit drafts (create, save, restore, confirm), publish (publish,
 * unpublish, schedule; a CSV import needs edit and publish), delete drafts.
 */
export const PERMISSION_ACTIONS = ['view', 'edit', 'publish', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

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
  | 'url'
  | 'attributes'
  /** A store's week of hours with its own dated overrides (src/contract/hours.ts `OpeningHours`). */
  | 'hours'
  /** One day's hours: '' = closed, else 'HH:MM-HH:MM' intervals joined by ',' (src/contract/hours.ts). */
  | 'day-hours';

type FieldBase = {
  /** The key in the draft's data (and, for most kinds, the public table's column). */
  name: string;
  label: MessageDescriptor;
  /** Bilingual: the English twin sits in the draft under `en` (`<name>_en`); the UI shows both side by side. */
  en?: string;
  required?: boolean;
  /** Most characters of a text, items of a list. */
  max?: number;
  /** Only these roles (and admin) may change it; the others see it and keep it (a category's attributes: admins). */
  editRoles?: readonly StaffRole[];
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
        | 'region'
        | 'hours'
        | 'day-hours';
    })
  | (FieldBase & { kind: 'number'; min?: number; maxValue?: number })
  /**
   * `store: 'url'` — the public column keeps only the image's URL (brand logos, category images).
   * `aspect` (height / width) — the slot the public pages show it in: publishing cuts the uploaded image to
   * it around its focal point (docs/decisions/260-studio-media-and-csv.md); without it the image is shown whole.
   */
  | (FieldBase & { kind: 'image'; store?: 'url'; aspect?: number })
  | (FieldBase & { kind: 'images'; aspect?: number })
  /** A reference to another collection's entity, stored by its id or its slug. */
  | (FieldBase & { kind: 'reference' | 'references'; collection: CollectionKey; by: 'id' | 'slug' })
  | (FieldBase & { kind: 'select'; options: readonly { value: string; label: MessageDescriptor }[] })
  | (FieldBase & { kind: 'list'; fields: readonly Field[] })
  /**
   * Typed specification values (src/contract/collections/attributes.ts): attribute key → value, the attributes
   * those of the category the reference field `of` names.
   */
  | (FieldBase & { kind: 'attributes'; of: string });

export type Collection = {
  key: CollectionKey;
  label: MessageDescriptor;
  /** Roles that may do everything with it by default (admin may always; admins change it in the studio). */
  roles: readonly StaffRole[];
  /** Roles that may do some things by default (service centres: the service role views, edits and publishes). */
  access?: Partial<Record<StaffRole, readonly PermissionAction[]>>;
  titleField: string;
  slugField?: string;
  /** The id is a field of the data (milestones: the year) instead of a new number from the table's sequence. */
  idField?: string;
  /**
   * Its data must be confirmed now and then (dealers, service centres: docs/decisions/025-dealer-finders.md): the
   * public column `confirmed_at` records when — set by every publish and CSV import and by "Konfirmasi tanpa
   * perubahan"; the studio lists those not confirmed in `staleDays` days.
   */
  confirms?: { staleDays: number };
  /** Keeps version history with restore in the studio's UI (every collection has it on the server). */
  singleton?: true;
  fields: readonly Field[];
  /**
   * Fields whose values together name one entity (a dealer's stock of a product): a CSV row without an id
   * updates the entity with those values, and two rows of one file may not share them.
   */
  uniqueBy?: readonly string[];
  /** Checks across a draft's fields (field path → error codes), on every save and publish. */
  check?: (data: Record<string, unknown>) => Record<string, string[]>;
};

export const COLLECTION_KEYS = [
  'products',
  'brands',
  'categories',
  'dealers',
  'service-centers',
  'pickup-points',
  'holidays',
  'dealer-stock',
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
  'web-accessories',
] as const;
export type CollectionKey = (typeof COLLECTION_KEYS)[number];

/** The SEO fields every page-like collection has. */
export const seo = [
  { name: 'meta_title', en: 'meta_title_en', kind: 'text', max: 200, label: msg`Judul SEO` },
  {
    name: 'meta_description',
    en: 'meta_description_en',
    kind: 'textarea',
    max: 500,
    label: msg`Deskripsi SEO`,
  },
] as const satisfies readonly Field[];
export const slug = {
  name: 'slug',
  kind: 'slug',
  max: 200,
  label: msg`Slug (alamat halaman)`,
} as const satisfies Field;
/** Dealers and service centres: confirmed at least every 90 days (docs/decisions/025-dealer-finders.md). */
export const CONFIRM_EVERY = { staleDays: 90 } as const;
export const sortOrder = {
  name: 'sort_order',
  kind: 'number',
  min: 0,
  maxValue: 100_000,
  label: msg`Urutan`,
} as const satisfies Field;
export const opt = (value: string, label: MessageDescriptor) => ({ value, label });

export const CATALOGUE: readonly StaffRole[] = ['editor'];
export const CONTENT: readonly StaffRole[] = ['editor'];
export const HOME: readonly StaffRole[] = ['marketing'];

/**
 * One collection's declaration (one file each in this folder), typed as precisely as it is written so the
 * public wire schema and the server's row mapping can be derived from its fields (src/contract/collections/wire.ts).
 */
export const defineCollection = <const C extends Collection>(collection: C): C => collection;
