import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Bilingual content: the Indonesian text is the plain column, English sits in `*_en` (null → Indonesian).

export type SpecRow = { label: string; label_en?: string; value: string; value_en?: string };
export type FaqRow = { question: string; question_en?: string; answer: string; answer_en?: string };
export type MarketplaceLinkRow = { marketplace: string; url: string };
export type ImageRow = { url: string; srcset?: string; width?: number; height?: number; alt?: string };

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  name_en: text('name_en'),
  description: text('description'),
  description_en: text('description_en'),
  image_url: text('image_url'),
  meta_title: text('meta_title'),
  meta_title_en: text('meta_title_en'),
  meta_description: text('meta_description'),
  meta_description_en: text('meta_description_en'),
  popular_rank: integer('popular_rank'),
  sort_order: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  description_en: text('description_en'),
  image_url: text('image_url'),
  meta_title: text('meta_title'),
  meta_title_en: text('meta_title_en'),
  meta_description: text('meta_description'),
  meta_description_en: text('meta_description_en'),
  featured: boolean('featured').notNull().default(false),
  sort_order: integer('sort_order').notNull().default(0),
  ...timestamps,
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull(),
    description_en: text('description_en'),
    content: text('content').notNull().default(''),
    content_en: text('content_en'),
    price: bigint('price', { mode: 'number' }),
    image: jsonb('image').$type<ImageRow>().notNull(),
    images: jsonb('images').$type<ImageRow[]>().notNull().default(sql`'[]'::jsonb`),
    specs: jsonb('specs').$type<SpecRow[]>().notNull().default(sql`'[]'::jsonb`),
    in_box: jsonb('in_box').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    in_box_en: jsonb('in_box_en').$type<string[]>(),
    faq: jsonb('faq').$type<FaqRow[]>().notNull().default(sql`'[]'::jsonb`),
    video_url: text('video_url'),
    manual_url: text('manual_url'),
    marketplace_links: jsonb('marketplace_links')
      .$type<MarketplaceLinkRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    meta_title: text('meta_title'),
    meta_title_en: text('meta_title_en'),
    meta_description: text('meta_description'),
    meta_description_en: text('meta_description_en'),
    trending_rank: integer('trending_rank'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_brand_idx').on(t.brand_id),
    index('products_category_idx').on(t.category_id),
    index('products_price_idx').on(t.price),
  ],
);
