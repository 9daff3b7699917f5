import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as endpoints from '@/contract/endpoints/studio-media';
import { isCollectionKey } from '@/contract/collections/registry';
import { MAX_IMPORT_BYTES, type ImportCollection } from '@/contract/studio/import';
import { HttpError } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { staffMay, staffOf } from '../guard';
import { mediaMessage } from '../media/messages';
import { exportCsv } from './export';
import { runImport, TooManyRows } from './import';

// CSV import and export of dealers, service centres and products (docs/decisions/260-studio-media-and-csv.md).
// The guard runs on the request line, before a byte of the body is read: a caller without the
// collection's role never gets a 5 MB body parsed.

const collectionOf = (request: FastifyRequest): ImportCollection =>
  ((request.params as { collection?: string }).collection ?? '') as ImportCollection;

/**
 * 401 without a session, 403 unless the permission matrix gives the role these actions on the collection (an
 * import publishes every row, so it needs edit and publish; an export, view). An unknown key: the schema's 400.
 */
const collectionGuard = (...actions: ('view' | 'edit' | 'publish')[]) =>
  staffMay((request) => {
    const collection = collectionOf(request);
    return isCollectionKey(collection) ? actions.map((action) => ({ collection, action })) : [];
  });

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
      const staff = staffOf(request);
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
    { onRequest: collectionGuard('edit', 'publish') },
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
    { onRequest: collectionGuard('view') },
  );
}
