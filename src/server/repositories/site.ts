import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { CompanyProfile, FaqEntry, NewstickerItem, SiteFeature, Video, WebAccessory, WebPage } from '@/contract/site';
import type { Database } from '../db/client';
import { companyProfile, faqs, newsticker, siteFeatures, videos, webAccessories, webPages } from '../db/schema';
import { localized, localizedImage } from '../lib/lang';
import { sanitizeCmsHtml } from '../lib/cms-html';

// Site-wide content (docs/product.md §2.5, §7.4): ticker, accessories, features, profile, pages, FAQ, videos.

const iso = (value: string) => new Date(value).toISOString();

export async function listNewsticker(db: Database, lang: Lang): Promise<NewstickerItem[]> {
  const rows = await db.select().from(newsticker).orderBy(asc(newsticker.sort_order), asc(newsticker.id));
  return rows.map((r) => ({ id: r.id, title: localized(lang, r.text, r.text_en), url: r.link || null, flag: null }));
}

export async function listWebAccessories(db: Database): Promise<WebAccessory[]> {
  const rows = await db
    .select()
    .from(webAccessories)
    .orderBy(asc(webAccessories.placement), asc(webAccessories.sort_order), asc(webAccessories.id));
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    title: r.label,
    media_url: r.media_url,
    url: r.link,
    placement: r.placement,
    hover_media_url: r.hover_media_url,
  }));
}

export async function listSiteFeatures(db: Database, limit: number | undefined, lang: Lang): Promise<SiteFeature[]> {
  const query = db.select().from(siteFeatures).orderBy(asc(siteFeatures.sort_order), asc(siteFeatures.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: localized(lang, r.title, r.title_en),
    description: localized(lang, r.description, r.description_en),
    icon: r.icon,
    sort_order: r.sort_order,
  }));
}

export async function findCompanyProfile(db: Database, lang: Lang): Promise<CompanyProfile | null> {
  const [r] = await db.select().from(companyProfile).orderBy(asc(companyProfile.id)).limit(1);
  if (!r) return null;
  return {
    name: r.name,
    legal_name: r.legal_name,
    tagline: localized(lang, r.tagline, r.tagline_en),
    vision: localized(lang, r.vision, r.vision_en),
    mission: localized(lang, r.mission, r.mission_en),
    history: localized(lang, r.history, r.history_en),
    address: r.address,
    phone: r.phone,
    email: r.email,
    whatsapp: r.whatsapp,
    lat: r.lat,
    lng: r.lng,
    founded_year: r.founded_year,
    socials: r.socials,
  };
}

export async function findWebPage(db: Database, slug: string, lang: Lang): Promise<WebPage | undefined> {
  const [r] = await db.select().from(webPages).where(eq(webPages.slug, slug)).limit(1);
  return (
    r && {
      slug: r.slug,
      title: localized(lang, r.title, r.title_en),
      meta_title: localized(lang, r.meta_title, r.meta_title_en),
      meta_description: localized(lang, r.meta_description, r.meta_description_en),
      body: sanitizeCmsHtml(localized(lang, r.body, r.body_en)),
      updated_at: iso(r.updated_at),
    }
  );
}

export async function listFaqs(db: Database, group: FaqEntry['group'] | undefined, lang: Lang): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqs)
    .where(group ? eq(faqs.group, group) : undefined)
    .orderBy(asc(faqs.group), asc(faqs.sort_order), asc(faqs.id));
  return rows.map((r) => ({
    id: r.id,
    group: r.group,
    question: localized(lang, r.question, r.question_en),
    answer: localized(lang, r.answer, r.answer_en),
    sort_order: r.sort_order,
  }));
}

export async function listVideos(db: Database, limit: number, search: string | undefined, lang: Lang): Promise<Video[]> {
  const pattern = search ? sql`immutable_unaccent(${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})` : undefined;
  const rows = await db
    .select()
    .from(videos)
    .where(
      pattern &&
        or(
          ilike(sql`immutable_unaccent(${videos.title})`, pattern),
          ilike(sql`immutable_unaccent(coalesce(${videos.title_en}, ''))`, pattern),
        ),
    )
    .orderBy(desc(videos.published_at), asc(videos.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: localized(lang, r.title, r.title_en),
    youtube_id: r.youtube_id,
    url: `https://www.youtube.com/watch?v=${r.youtube_id}`,
    thumbnail: localizedImage(lang, r.thumbnail),
    brand_slug: r.brand_slug,
    published_at: iso(r.published_at),
  }));
}
