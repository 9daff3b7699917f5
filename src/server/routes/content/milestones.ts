import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { MilestonesResponseSchema } from '../../../contract/content';
import { requestLang } from '../../lib/request-lang';
import { listMilestones } from '../../repositories/milestones';
import type { App } from '../../types';

// The /milestone timeline (beyond spec §7: the spec shows the page, not its call).
export default async function milestoneRoutes(app: App) {
  app.get(
    '/v2/milestone',
    {
      schema: {
        tags: ['content'],
        summary: 'Company milestones by year, with the number of brands carried',
        querystring: LangQuerySchema,
        response: { 200: MilestonesResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listMilestones(app.db, requestLang(request)) }),
  );
}
