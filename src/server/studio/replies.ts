import type { App } from '@/server/types';
import { requestLang } from '@/server/lib/request-lang';
import { StudioError } from './errors';
import { schemaErrorBody, studioMessage, translateErrors } from './messages';

/**
 * What every studio route plugin answers the same way (docs/decisions/250-staff-studio.md): never cached, a
 * StudioError as its status with the message (and field errors, and a stale save's current version) in the
 * caller's language, a body the schema refused as a 400. `fieldErrors` translates field errors (the account
 * routes have their own words).
 */
export function studioReplies(app: App, fieldErrors: typeof translateErrors = translateErrors): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.setErrorHandler((error, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof StudioError) {
      const body: Record<string, unknown> = { message: studioMessage(error.key, lang) };
      if (error.fields) body.errors = fieldErrors(error.fields, lang);
      if (error.currentVersion !== undefined) body.current_version = error.currentVersion;
      return reply.code(error.status).send(body);
    }
    const invalid = schemaErrorBody(error, lang, fieldErrors);
    if (invalid) return reply.code(400).send(invalid);
    throw error;
  });
}
