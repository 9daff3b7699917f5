import type { Database } from '../db/client';
import { articles, jobVacancies } from '../db/schema';
import type { ArticleRow, JobVacancyRow } from './content/types';
import { insertInChunks } from './insert-in-chunks';
import { resetSerial } from './reset-serial';

export type ArticleContent = { articles?: ArticleRow[]; jobVacancies?: JobVacancyRow[] };

/** Articles and events (one table), then job vacancies. */
export async function seedArticles(db: Database, content: ArticleContent) {
  await insertInChunks(content.articles ?? [], (chunk) => db.insert(articles).values(chunk), 200);
  await insertInChunks(content.jobVacancies ?? [], (chunk) => db.insert(jobVacancies).values(chunk));
  await resetSerial(db, 'job_vacancies');
}
