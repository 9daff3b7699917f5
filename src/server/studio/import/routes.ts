import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as endpoints from '@/contract/endpoints/studio-media';
import { mayEdit } from '@/contract/collections/registry';
import { MAX_IMPORT_BYTES, type ImportCollection } from '@/contract/studio/import';
import { HttpError } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { currentStaff, requireStaff } from '../guard';
import { mediaMessage } from '../media/messages';
import { exportCsv } from './export';
import { runImport, TooManyRows } from './import';

// CSV import and export of dealers, service centres and products (docs/decisions/260-studio-media-and-csv.md).
// The guard runs on the request line, before a byte of the body is read: a caller without the
// collection's role never gets a 5 MB body parsed.

const collectionOf = (request: FastifyRequest): ImportCollection =>
  ((request.params as { collection?: string }).collection ?? '') as ImportCollection;

/** 401 without a session, 403 unless the role may edit the collection (an unknown one: any staff, then 400). */
async function collectionGuard(request: FastifyRequest, reply: FastifyReply) {
  const collection = collectionOf(request);
  const staff = await requireStaff(request, reply, (role) => {
    try {
      return mayEdit(role, collection);
    } catch {
      return true;
    }
  });
  if (!staff) return reply;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

export default async function studioImportRoutes(app: App) {
  // text/csv bodies: read up to the limit (a longer one is a 413 with a clear message, not a reset), then
  // decoded as strict UTF-8 (invalid bytes are a 400, never silently replaced). The global body check then
  // refuses a NUL anywhere in the text (plugins/error-handler.ts).
  app.addContentTypeParser(
    ['text/csv', 'application/csv'],
    { bodyLimit: MAX_IMPORT_BYTES + 1 },
    async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
      const lang = requestLang(request);
      const type = String(request.headers['content-type'] ?? '');
      const charset = /charset\s*=\s*"?([\w-]+)/i.exec(type)?.[1];
      if (charset && !/^utf-?8$/i.test(charset)) throw new HttpError(415, mediaMessage('csv_type', lang));
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        size += buffer.length;
        if (size > MAX_IMPORT_BYTES) throw new HttpError(413, mediaMessage('csv_too_large', lang));
        chunks.push(buffer);
      }
      try {
        return UTF8.decode(Buffer.concat(chunks));
      } catch {
        throw new HttpError(400, mediaMessage('csv_type', lang));
      }
    },
  );

  registerEndpoint(
    app,
    endpoints.csvImport,
    async (request, reply) => {
      const lang = requestLang(request);
      if (typeof request.body !== 'string') return reply.code(415).send({ message: mediaMessage('csv_type', lang) });
      const staff = (await currentStaff(request))!; // the guard let it through
      try {
        const outcome = await runImport(app.db, request.params.collection, request.body, {
          dryRun: request.query.dry_run === '1',
          lang,
          staffId: staff.id,
          requestId: request.id,
          fileSha256: createHash('sha256').update(request.body).digest('hex'),
        });
        if (outcome.contentVersion > 0) app.content.changed(outcome.contentVersion);
        return reply.code(outcome.status).send({ data: outcome.result });
      } catch (error) {
        if (error instanceof TooManyRows) return reply.code(413).send({ message: mediaMessage('csv_too_many_rows', lang) });
        throw error;
      }
    },
    { onRequest: collectionGuard },
  );

  registerEndpoint(
    app,
    endpoints.csvExport,
    async (request, reply) => {
      const collection = request.params.collection;
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${collection}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(exportCsv(app.db, collection) as never); // a stream: Fastify sends it as is, unserialised
    },
    { onRequest: collectionGuard },
  );
}
