import type { App } from '../types';
import brandRoutes from './catalogue/brands';
import categoryRoutes from './catalogue/categories';
import pickerRoutes from './catalogue/pickers';
import productListRoutes from './catalogue/product-lists';
import productRoutes from './catalogue/products';
import homePageRoutes from './home/home-page';
import promotionRoutes from './home/promotions';
import sliderRoutes from './home/sliders';
import searchRoutes from './search/search';
import siteRoutes from './site/site';
import giveawayRoutes from './campaign/giveaways';
import luckyDrawRoutes from './campaign/lucky-draw';
import jobRoutes from './careers/jobs';
import articleRoutes from './content/articles';
import milestoneRoutes from './content/milestones';
import offlineRoutes from './offline/offline-dataset';
import authorizedStoreRoutes from './dealers/authorized-stores';
import dealerStockRoutes from './dealers/dealer-stock';
import regionRoutes from './dealers/regions';
import serviceCenterRoutes from './service/service-centers';
import warrantyRoutes from './service/warranty';
import formRoutes from './forms/forms';
import type { FormRoutesOptions } from './forms/form-posts';
import cookie from '@fastify/cookie';
import accountRoutes from './accounts/account';
import accountFormRoutes from './accounts/account-forms';
import accountPublicRoutes from './accounts/public';
import studioRoutes from '../studio/routes';
import studioImportRoutes from '../studio/import/routes';
import studioRegionRoutes from '../studio/regions/routes';
import studioInboxRoutes from '../studio/inbox/routes';
import studioMediaRoutes from '../studio/media/routes';
import studioPermissionRoutes from '../studio/permission-routes';
import studioListViewRoutes from '../studio/list-view-routes';
import studioDashboardRoutes from '../studio/dashboard';
import privacyRoutes from '../studio/privacy/routes';
import studioAccountRoutes from '../studio/account/routes';
import type { RetentionPeriods } from '../studio/privacy/retention';
import studioLotteryRoutes from '../studio/lottery/routes';
import studioWebVitalsRoutes from '../studio/web-vitals/routes';
import studioWarrantyClaimRoutes from '../studio/warranty-claims/routes';
import webVitalsRoutes, { type WebVitalsOptions } from './web-vitals/web-vitals';

// One plugin per resource with its reads and writes (docs/architecture.md §7), every route registered from its
// declaration in src/contract/endpoints (docs/decisions/200); every route here lives under /api/cms.
export default async function apiRoutes(
  app: App,
  options: {
    forms?: FormRoutesOptions;
    accountSecret: string;
    accounts?: { createPerHour?: number };
    retention: RetentionPeriods;
    webVitals?: WebVitalsOptions;
  },
) {
  const forms = options.forms ?? {};
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Vary', 'Accept-Language');
  });
  await app.register(cookie); // the account session cookie (docs/product.md §6; form POSTs read it too)
  await app.register(categoryRoutes);
  await app.register(brandRoutes);
  await app.register(productRoutes);
  await app.register(productListRoutes);
  await app.register(pickerRoutes);
  await app.register(searchRoutes);
  await app.register(sliderRoutes);
  await app.register(promotionRoutes);
  await app.register(homePageRoutes);
  await app.register(siteRoutes);
  await app.register(authorizedStoreRoutes);
  await app.register(dealerStockRoutes);
  await app.register(regionRoutes);
  await app.register(serviceCenterRoutes);
  await app.register(warrantyRoutes);
  await app.register(articleRoutes);
  await app.register(milestoneRoutes);
  await app.register(offlineRoutes);
  await app.register(webVitalsRoutes, options.webVitals ?? {}); // real-user measurements (docs/decisions/111)
  await app.register(jobRoutes, forms);
  await app.register(luckyDrawRoutes, forms);
  await app.register(giveawayRoutes, forms);
  await app.register(formRoutes, forms);
  await app.register(accountFormRoutes, forms);
  await app.register(accountRoutes, { ...options.accounts, secret: options.accountSecret });
  await app.register(accountPublicRoutes, { secret: options.accountSecret });
  await app.register(studioRoutes); // the staff studio (docs/decisions/250)
  await app.register(studioAccountRoutes); // staff password reset, two-factor login, sessions (docs/decisions/130)
  await app.register(studioMediaRoutes); // its media library (docs/decisions/260)
  await app.register(studioPermissionRoutes); // who may do what with each collection (docs/decisions/250)
  await app.register(studioListViewRoutes); // each member's saved views of a collection list (docs/decisions/250)
  await app.register(studioDashboardRoutes); // the studio home's panels (docs/decisions/250)
  await app.register(studioImportRoutes); // its CSV import and export (docs/decisions/260)
  await app.register(studioRegionRoutes); // provinces and cities: import with a dry run, export (docs/decisions/250)
  await app.register(studioInboxRoutes); // its inbox of form submissions (docs/decisions/310)
  await app.register(studioWarrantyClaimRoutes); // its review of second warranty claims (docs/decisions/133)
  await app.register(privacyRoutes, { retention: options.retention, secret: options.accountSecret }); // personal data (docs/decisions/320, 321)
  await app.register(studioLotteryRoutes); // the lottery run (docs/decisions/325)
  await app.register(studioWebVitalsRoutes); // its real-user measurement report (docs/decisions/111)
}
