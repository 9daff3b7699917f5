import { JobDetailResponseSchema, JobListQuerySchema, JobListResponseSchema, JobParamsSchema } from '../../../contract/careers';
import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import { findJob, listJobs } from '../../repositories/careers';
import type { App } from '../../types';

// Careers (/karir, /karir-detail/{slug}): vacancies with filter facets, and one vacancy (spec §7 "Forms").
export default async function jobRoutes(app: App) {
  app.get(
    '/v2/lowongan_kerja',
    {
      schema: {
        tags: ['careers'],
        summary: 'Job vacancies, newest first, with the filter choices (categories, types, locations)',
        querystring: JobListQuerySchema,
        response: { 200: JobListResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => listJobs(app.db, request.query, requestLang(request)),
  );

  app.get(
    '/v2/lowongan_kerja/:id',
    {
      schema: {
        tags: ['careers'],
        summary: 'One vacancy by numeric id or slug',
        params: JobParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: JobDetailResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const job = await findJob(app.db, request.params.id, requestLang(request));
      if (!job) throw notFound('Job vacancy');
      return { data: job };
    },
  );
}
