import { msg } from '@lingui/core/macro';
import type { OfflineDataset } from '@/offline/offline-datasets';
import { getFaqQueryOptions } from '../api/get-faq';
import { getPickupPointsQueryOptions } from '../api/get-pickup-points';
import { getServiceCentersQueryOptions } from '../api/get-service-centers';
import { getWarrantyQueryOptions } from '../api/get-warranty';
import { getWebPageQueryOptions } from '@/api/get-web-page';
import { getHolidaysQueryOptions } from '@/api/get-holidays';
import { SERVICE_TERMS_SLUG } from '../lib/service-terms';

// Service centres and their pickup points, the warranty table, both FAQs and the repair terms for
// "Simpan untuk offline" (docs/decisions/101).
export const serviceCentersDataset: OfflineDataset = {
  id: 'service-centers',
  label: msg`Service center`,
  async save(ctx) {
    ctx.progress(0, 3);
    const centers = await ctx.fetch(getServiceCentersQueryOptions(ctx.lang));
    ctx.progress(1, 3);
    await ctx.fetch(getPickupPointsQueryOptions(ctx.lang));
    ctx.progress(2, 3);
    await Promise.all([
      ctx.fetch(getHolidaysQueryOptions(ctx.lang)),
      ctx.fetch(getWarrantyQueryOptions(ctx.lang)),
      ctx.fetch(getFaqQueryOptions('service', ctx.lang)),
      ctx.fetch(getFaqQueryOptions('warranty', ctx.lang)),
      ctx.fetch(getWebPageQueryOptions(SERVICE_TERMS_SLUG, ctx.lang)),
    ]);
    ctx.progress(3, 3);
    return centers.length;
  },
};
