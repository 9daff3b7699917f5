import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { CampaignOverviewQuery, Giveaway, LotteryCampaign, LotteryDraw } from '@/contract/campaign';
import type { Lang } from '@/contract/common';
import type { Database } from '../db/client';
import { brands, giveaways, lotteryCampaigns, lotteryDraws } from '../db/schema';
import { localized, localizedImage } from '../lib/lang';
import { sanitizeCmsHtml } from '../lib/cms-html';
import { loadBrandTags } from './brand-tags';
import { toPage } from './pagination';

// The purchase lottery (lucky-draw winners, terms) and giveaway landing pages (docs/product.md §2, §7.4).

const iso = (value: string) => new Date(value).toISOString();

/** Entries are accepted from starts_at to ends_at, both included (docs/decisions/325-lottery-draws.md). */
export const isOpen = (window: { starts_at: string; ends_at: string }, now = Date.now()) =>
  Date.parse(window.starts_at) <= now && now <= Date.parse(window.ends_at);

/** The lottery campaign of `type` open for entries now (the latest started, if several). */
export async function findOpenLotteryCampaign(db: Database, type: string, lang: Lang): Promise<LotteryCampaign | undefined> {
  const now = new Date().toISOString();
  const [row] = await db
    .select({ id: lotteryCampaigns.id })
    .from(lotteryCampaigns)
    .where(and(eq(lotteryCampaigns.type, type), lte(lotteryCampaigns.starts_at, now), gte(lotteryCampaigns.ends_at, now)))
    .orderBy(sql`${lotteryCampaigns.starts_at} desc`, asc(lotteryCampaigns.id))
    .limit(1);
  return row ? findLotteryCampaign(db, row.id, lang) : undefined;
}

export async function findLotteryCampaign(db: Database, id: number, lang: Lang): Promise<LotteryCampaign | undefined> {
  const [row] = await db.select().from(lotteryCampaigns).where(eq(lotteryCampaigns.id, id)).limit(1);
  if (!row) return undefined;
  const { tags } = await loadBrandTags(db);
  return {
    id: row.id,
    type: row.type,
    title: localized(lang, row.title, row.title_en),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    is_open: isOpen(row),
    rupiah_per_code: row.rupiah_per_code,
    confirm_days: row.confirm_days,
    address_max_length: row.address_max_length,
    terms: localized(lang, row.terms, row.terms_en),
    brands: tags(row.brand_slugs).map(({ slug, name }) => ({ slug, name })),
  };
}

/** The draws of a campaign in period order with their winners; undefined for an unknown campaign/type. */
export async function lotteryOverview(db: Database, query: CampaignOverviewQuery, lang: Lang) {
  const [campaign] = await db
    .select({ id: lotteryCampaigns.id })
    .from(lotteryCampaigns)
    .where(and(eq(lotteryCampaigns.id, query.campaign_id), eq(lotteryCampaigns.type, query.type)))
    .limit(1);
  if (!campaign) return undefined;
  const where = eq(lotteryDraws.campaign_id, campaign.id);
  const [totalRow] = await db.select({ total: count() }).from(lotteryDraws).where(where);
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(where)
    .orderBy(asc(lotteryDraws.period), asc(lotteryDraws.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const draws: LotteryDraw[] = rows.map((row) => ({
    id: row.id,
    campaign_id: row.campaign_id,
    period: row.period,
    title: localized(lang, row.title, row.title_en),
    draw_date: iso(row.draw_date),
    prize: localized(lang, row.prize, row.prize_en),
    is_drawn: row.winners.length > 0,
    winners: row.winners.map(({ winner_code, masked_name, city, status }) => ({ winner_code, masked_name, city, status })),
  }));
  return toPage(draws, { page: query.page, perPage: query.per_page, total: totalRow?.total ?? 0 });
}

export async function findGiveaway(db: Database, slug: string, lang: Lang): Promise<Giveaway | undefined> {
  const [row] = await db
    .select({ giveaway: giveaways, brand: brands })
    .from(giveaways)
    .innerJoin(brands, eq(brands.slug, giveaways.brand_slug))
    .where(eq(giveaways.slug, slug))
    .limit(1);
  if (!row) return undefined;
  const { giveaway: g, brand } = row;
  return {
    slug: g.slug,
    brand: { slug: brand.slug, name: brand.name },
    title: localized(lang, g.title, g.title_en),
    subtitle: localized(lang, g.subtitle, g.subtitle_en),
    body: sanitizeCmsHtml(localized(lang, g.body, g.body_en)),
    prizes: localized(lang, g.prizes, g.prizes_en),
    terms: localized(lang, g.terms, g.terms_en),
    starts_at: iso(g.starts_at),
    ends_at: iso(g.ends_at),
    image: localizedImage(lang, g.image),
    product_slugs: g.product_slugs,
  };
}
