import { msg } from '@lingui/core/macro';
import { eachLimited, type OfflineDataset } from '@/offline/offline-datasets';
import { getJobQueryOptions } from '../api/get-job';
import { getJobsQueryOptions } from '../api/get-jobs';

// Careers for "Simpan untuk offline" (docs/decisions/101): every page of /karir as the page asks for it,
// and every vacancy's detail page. Filters then work on the device (careers-on-device.ts).
export const careersDataset: OfflineDataset = {
  id: 'careers',
  label: msg`Karier`,
  async save(ctx) {
    const list = (page: number) => ctx.fetch(getJobsQueryOptions({ page }, ctx.lang));
    const first = await list(1);
    const rest = await Promise.all(Array.from({ length: first.data.last_page - 1 }, (_, i) => list(i + 2)));
    const jobs = [first, ...rest].flatMap((page) => page.data.data);
    let done = 0;
    ctx.progress(done, jobs.length);
    await eachLimited(jobs, 4, async (job) => {
      if (ctx.signal.aborted) return;
      await ctx.fetch(getJobQueryOptions(job.slug, ctx.lang));
      ctx.progress(++done, jobs.length);
    });
    return jobs.length;
  },
};
