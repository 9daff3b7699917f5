import * as endpoints from '@/contract/endpoints/studio-permissions';
import { defaultMatrix } from '@/contract/studio/permissions';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { staffOf, staffOnly } from './guard';
import { schemaErrorBody } from './messages';
import { permissionMatrix, savePermissions } from './permissions';

// The permission matrix's calls (src/contract/endpoints/studio-permissions.ts; docs/decisions/250): admin only,
// the guard (and the CSRF rule) before the body is validated. A save is in force at once in this process and
// within seconds in the others (src/server/studio/permissions.ts).

const ADMIN = staffOnly([]);

export default async function studioPermissionRoutes(app: App) {
  const db = app.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.setErrorHandler((error, request, reply) => {
    const invalid = schemaErrorBody(error, requestLang(request));
    if (!invalid) throw error;
    return reply.code(400).send(invalid);
  });

  registerEndpoint(
    app,
    endpoints.permissionsRead,
    async () => ({ data: { matrix: await permissionMatrix(db), defaults: defaultMatrix() } }),
    {
      preValidation: ADMIN,
    },
  );

  registerEndpoint(
    app,
    endpoints.permissionsUpdate,
    async (request) => {
      const { matrix } = await savePermissions(db, request.body.matrix, { staffId: staffOf(request).id, requestId: request.id });
      return { data: { matrix, defaults: defaultMatrix() } };
    },
    { preValidation: ADMIN },
  );
}
