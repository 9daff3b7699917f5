import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import * as endpoints from '@/contract/endpoints/studio-regions';
import { MAX_IMPORT_BYTES } from '@/contract/studio/import';
import { REGION_KINDS, type RegionKind } from '@/contract/studio/regions';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { staffOf, staffOnly } from '../guard';
import { TooManyRows } from '../import/import';
import { mediaMessage } from '../media/messages';
import { exportRegions } from './export';
import { runRegionImport, type RegionFiles } from './import';
import { regionMessage } from './messages';

// Provinces and cities in the studio (docs/decisions/250-staff-studio.md, "Regions"): reference data every region
// field of every collection and visitors' accounts point at, so administrators only (a role rule, as staff and
// permissions: the matrix is per collection, and regions are none). The guard runs before the body is read.

const ADMIN = staffOnly([]);
/** Two files at most, each within the collection import's limit; no text fields. */
const LIMITS = { fileSize: MAX_IMPORT_BYTES, files: 2, fields: 0, parts: 2, headerPairs: 100 };
const UTF8 = new TextDecoder('utf-8', { fatal: true });

class Refused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly text: () => string,
  ) {
    super('refused');
  }
}

/** The upload's `provinces` and `cities` files as text (strict UTF-8), each at most MAX_IMPORT_BYTES. */
async function readFiles(request: FastifyRequest): Promise<RegionFiles> {
  const lang = requestLang(request);
  const files: RegionFiles = {};
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (
        part.type !== 'file' ||
        !(REGION_KINDS as readonly string[]).includes(part.fieldname) ||
        files[part.fieldname as RegionKind] !== undefined
      ) {
        if (part.type === 'file') await part.toBuffer();
        throw new Refused(400, () => regionMessage('unknown_part', lang));
      }
      const buffer = await part.toBuffer();
      try {
        files[part.fieldname as RegionKind] = UTF8.decode(buffer);
      } catch {
        throw new Refused(400, () => mediaMessage('csv_type', lang));
      }
    }
  } catch (error) {
    if (error instanceof Refused) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw new Refused(413, () => mediaMessage('csv_too_large', lang));
    // Too many files or parts, a text field (@fastify/multipart's limits): the same answer as a part of the wrong name.
    throw new Refused(400, () => regionMessage('unknown_part', lang));
  }
  return files;
}

export default async function studioRegionRoutes(app: App) {
  await app.register(multipart, { limits: LIMITS });

  registerEndpoint(
    app,
    endpoints.regionImport,
    async (request, reply) => {
      const lang = requestLang(request);
      if (!request.isMultipart()) return reply.code(415).send({ message: mediaMessage('not_multipart', lang) });
      let files: RegionFiles;
      try {
        files = await readFiles(request);
      } catch (error) {
        if (error instanceof Refused) return reply.code(error.status).send({ message: error.text() });
        throw error;
      }
      if (files.provinces === undefined && files.cities === undefined)
        return reply.code(400).send({ message: regionMessage('no_file', lang) });
      const digest = (text: string | undefined) => (text === undefined ? undefined : createHash('sha256').update(text).digest('hex'));
      try {
        const outcome = await runRegionImport(app.db, files, {
          dryRun: request.query.dry_run === '1',
          lang,
          staffId: staffOf(request).id,
          requestId: request.id,
          fileSha256: { provinces: digest(files.provinces), cities: digest(files.cities) },
        });
        if (outcome.status === 400) return reply.code(400).send({ message: regionMessage('refused', lang), problems: outcome.problems });
        if (outcome.status === 409) return reply.code(409).send({ message: regionMessage('changed_meanwhile', lang) });
        if (outcome.contentVersion > 0) app.content.changed(outcome.contentVersion);
        return reply.code(200).send({ data: outcome.result });
      } catch (error) {
        if (error instanceof TooManyRows) return reply.code(413).send({ message: mediaMessage('csv_too_many_rows', lang) });
        throw error;
      }
    },
    { onRequest: ADMIN },
  );

  registerEndpoint(
    app,
    endpoints.regionExport,
    async (request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${request.params.kind}.csv"`)
        .type('text/csv; charset=utf-8')
        .send((await exportRegions(app.db, request.params.kind)) as never),
    { onRequest: ADMIN },
  );
}
