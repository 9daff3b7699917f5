import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { JobDetail, JobFilters, JobListQuery, JobSummary, JobType } from '@/contract/careers';
import type { Lang } from '@/contract/common';
import type { Database } from '../db/client';
import { jobVacancies } from '../db/schema';
import { localized } from '../lib/lang';
import { serialId } from './id-or-slug';
import { toPage } from './pagination';
import { CITY_CODE, containsText } from './text-match';

// Job vacancies (`v2/lowongan_kerja`, docs/product.md §3).

type JobRow = typeof jobVacancies.$inferSelect;

const JOB_TYPE_LABELS: Record<JobType, [id: string, en: string]> = {
  'full-time': ['Penuh waktu', 'Full-time'],
  contract: ['Kontrak', 'Contract'],
  internship: ['Magang', 'Internship'],
};
const jobTypeLabel = (type: JobType, lang: Lang) => localized(lang, ...JOB_TYPE_LABELS[type]);
const iso = (value: string | null) => value && new Date(value).toISOString();

function toJobSummary(row: JobRow, lang: Lang, now: Date): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: localized(lang, row.title, row.title_en),
    job_category: localized(lang, row.job_category, row.job_category_en),
    job_type: row.job_type,
    job_type_label: jobTypeLabel(row.job_type, lang),
    location: row.location,
    city_id: row.city_code,
    published_at: new Date(row.published_at).toISOString(),
    closes_at: iso(row.closes_at),
    is_open: row.closes_at === null || new Date(row.closes_at) > now,
  };
}

function toJobDetail(row: JobRow, lang: Lang, now: Date): JobDetail {
  return {
    ...toJobSummary(row, lang, now),
    description: localized(lang, row.description, row.description_en),
    requirements: localized(lang, row.requirements, row.requirements_en),
    external_url: row.external_url,
  };
}

const sameText = (column: SQLWrapper, value: string) => sql`lower(${column}) = lower(${value})`;

function listFilters(query: JobListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.job_category) {
    filters.push(
      sql`(${sameText(jobVacancies.job_category, query.job_category)} or ${sameText(jobVacancies.job_category_en, query.job_category)})`,
    );
  }
  if (query.job_type) filters.push(eq(jobVacancies.job_type, query.job_type));
  if (query.location) {
    filters.push(
      CITY_CODE.test(query.location) ? eq(jobVacancies.city_code, query.location) : sameText(jobVacancies.location, query.location),
    );
  }
  if (query.search) {
    filters.push(
      containsText(query.search, jobVacancies.title, jobVacancies.title_en, jobVacancies.description, jobVacancies.description_en),
    );
  }
  return and(...filters);
}

/** Every category, type and location that has a vacancy, so the client can build its filters. */
async function jobFilters(db: Database, lang: Lang): Promise<JobFilters> {
  const categories = await db
    .select({ id: jobVacancies.job_category, en: sql<string | null>`max(${jobVacancies.job_category_en})`, n: count() })
    .from(jobVacancies)
    .groupBy(jobVacancies.job_category)
    .orderBy(asc(jobVacancies.job_category));
  const types = await db
    .select({ type: jobVacancies.job_type, n: count() })
    .from(jobVacancies)
    .groupBy(jobVacancies.job_type)
    .orderBy(asc(jobVacancies.job_type));
  const locations = await db
    .select({ location: jobVacancies.location, n: count() })
    .from(jobVacancies)
    .groupBy(jobVacancies.location)
    .orderBy(asc(jobVacancies.location));
  return {
    job_categories: categories.map((c) => ({ value: c.id, label: localized(lang, c.id, c.en), count: c.n })),
    job_types: types.map((t) => ({ value: t.type, label: jobTypeLabel(t.type, lang), count: t.n })),
    locations: locations.map((l) => ({ value: l.location, label: l.location, count: l.n })),
  };
}

export async function listJobs(db: Database, query: JobListQuery, lang: Lang, now = new Date()) {
  const where = listFilters(query);
  const [totalRow] = await db.select({ total: count() }).from(jobVacancies).where(where);
  const rows = await db
    .select()
    .from(jobVacancies)
    .where(where)
    .orderBy(desc(jobVacancies.published_at), desc(jobVacancies.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    data: toPage(
      rows.map((row) => toJobSummary(row, lang, now)),
      { page: query.page, perPage: query.per_page, total: totalRow?.total ?? 0 },
    ),
    filters: await jobFilters(db, lang),
  };
}

/** By numeric id or by slug. */
export async function findJob(db: Database, idOrSlug: string, lang: Lang, now = new Date()) {
  const id = serialId(idOrSlug);
  if (id !== undefined) {
    const [byId] = await db.select().from(jobVacancies).where(eq(jobVacancies.id, id)).limit(1);
    if (byId) return toJobDetail(byId, lang, now);
  }
  const [bySlug] = await db.select().from(jobVacancies).where(eq(jobVacancies.slug, idOrSlug)).limit(1);
  return bySlug && toJobDetail(bySlug, lang, now);
}
