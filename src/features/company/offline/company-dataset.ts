import { msg } from '@lingui/core/macro';
import type { OfflineDataset } from '@/offline/offline-datasets';
import { getDealerDistributionQueryOptions } from '@/api/get-dealer-distribution';
import { getMilestonesQueryOptions } from '../api/get-milestones';
import { getSiteFeaturesQueryOptions } from '@/api/get-site-features';

// The company pages (/about-us, /milestone, /company-structure) for "Simpan untuk offline" (decision 101).
export const companyDataset: OfflineDataset = {
  id: 'company',
  label: msg`Halaman perusahaan`,
  async save(ctx) {
    ctx.progress(0, 3);
    await ctx.fetch(getSiteFeaturesQueryOptions(ctx.lang));
    ctx.progress(1, 3);
    await ctx.fetch(getDealerDistributionQueryOptions(ctx.lang));
    ctx.progress(2, 3);
    await ctx.fetch(getMilestonesQueryOptions(ctx.lang));
    ctx.progress(3, 3);
    return 3;
  },
};
