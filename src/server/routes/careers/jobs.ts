import { jobFind, jobList } from '@/contract/endpoints/careers';
import { careerApplicationCreate } from '@/contract/endpoints/forms';
import { CareerApplicationSchema, CV_KINDS } from '@/contract/forms';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { findJob, listJobs } from '@/server/repositories/careers';
import { findByOldSlug } from '@/server/studio/public-reads';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';
import { formPosts, type FormRoutesOptions } from '../forms/form-posts';

// Careers (/karir, /karir-detail/{slug}): vacancies with filter facets, one vacancy, and the application
// with its CV (docs/product.md §7.5).
export default async function jobRoutes(app: App, options: FormRoutesOptions) {
  registerEndpoint(app, jobList, async (request) => listJobs(app.db, request.query, requestLang(request)));

  registerEndpoint(app, jobFind, async (request) => {
    const lang = requestLang(request);
    const { id } = request.params;
    // An old slug (changed in the studio): the vacancy under its new one (docs/decisions/250).
    const job = (await findJob(app.db, id, lang)) ?? (await findByOldSlug(app.db, 'jobs', id, (slug) => findJob(app.db, slug, lang)));
    if (!job) throw notFound('Job vacancy');
    return { data: job };
  });

  const post = await formPosts(app, options);
  post(careerApplicationCreate, {
    kind: 'career',
    schema: CareerApplicationSchema,
    wrapErrors: false,
    file: { field: 'cv', kinds: CV_KINDS, required: true },
    check: async (db, data) => ((await findJob(db, data.position, 'id')) ? undefined : { position: ['unknown_job'] }),
  });
}
