import { msg } from '@lingui/core/macro';
import type { OfflineDataset } from '../../../offline/offline-datasets';
import { getPickupPointsQueryOptions } from '../api/get-pickup-points';
import { getServiceCentersQueryOptions } from '../api/get-service-centers';

// Service centres and their pickup points for "Simpan untuk offline" (issue #10 item 6).
export const serviceCentersDataset: OfflineDataset = {
  id: 'service-centers',
  label: msg`Service center`,
  async save(ctx) {
    ctx.progress(0, 2);
    const centers = await ctx.fetch(getServiceCentersQueryOptions(ctx.lang));
    ctx.progress(1, 2);
    await ctx.fetch(getPickupPointsQueryOptions(ctx.lang));
    ctx.progress(2, 2);
    return centers.length;
  },
};
