import { asc } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { Milestone } from '@/contract/content';
import type { Database } from '../db/client';
import { milestones } from '../db/schema';
import { localized } from '../lib/lang';

// The company timeline (/milestone: 2016, 2 brands … 2024, 27 brands — docs/product.md §9).

export async function listMilestones(db: Database, lang: Lang): Promise<Milestone[]> {
  const rows = await db.select().from(milestones).orderBy(asc(milestones.year));
  return rows.map((row) => ({
    year: row.year,
    brand_count: row.brand_count,
    title: localized(lang, row.title, row.title_en),
    text: localized(lang, row.text, row.text_en),
  }));
}
