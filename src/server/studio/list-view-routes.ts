import * as endpoints from '@/contract/endpoints/studio';
import { studioReplies } from './replies';
import { isCollectionKey } from '@/contract/collections/registry';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { staffMay, staffOf } from './guard';
import { createView, deleteView, listViews, updateView } from './list-views';

// A staff member's saved list views (src/contract/endpoints/studio.ts; docs/decisions/250-staff-studio.md "Columns
// and saved views"): whoever may view the collection keeps views of its list, each member their own. The guard
// (and the CSRF rule) runs before the body is validated, as on every studio route.

const VIEW = staffMay((request) => {
  const key = (request.params as { collection?: string }).collection ?? '';
  return isCollectionKey(key) ? [{ collection: key, action: 'view' }] : [];
});

export default async function studioListViewRoutes(app: App) {
  const db = app.db;
  studioReplies(app);

  registerEndpoint(
    app,
    endpoints.listViews,
    async (request) => ({ data: await listViews(db, staffOf(request).id, request.params.collection) }),
    { preValidation: VIEW },
  );

  registerEndpoint(
    app,
    endpoints.listViewCreate,
    async (request, reply) => {
      const { name, state } = request.body;
      const view = await createView(db, staffOf(request).id, request.params.collection, name, state);
      return reply.code(201).send({ data: view });
    },
    { preValidation: VIEW },
  );

  registerEndpoint(
    app,
    endpoints.listViewUpdate,
    async (request) => {
      const { collection, id } = request.params;
      return { data: await updateView(db, staffOf(request).id, collection, id, request.body) };
    },
    { preValidation: VIEW },
  );

  registerEndpoint(
    app,
    endpoints.listViewDelete,
    async (request) => {
      const { collection, id } = request.params;
      await deleteView(db, staffOf(request).id, collection, id);
      return { data: { id, deleted: true as const } };
    },
    { preValidation: VIEW },
  );
}
