import { milestoneList } from '@/contract/endpoints/content';
import { requestLang } from '@/server/lib/request-lang';
import { listMilestones } from '@/server/repositories/milestones';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// The /milestone timeline (beyond the original CMS's calls, docs/product.md §7.7: the original site had the page, not its call).
export default async function milestoneRoutes(app: App) {
  registerEndpoint(app, milestoneList, async (request) => ({ data: await listMilestones(app.db, requestLang(request)) }));
}
