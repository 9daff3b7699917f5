import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import * as endpoints from '@/contract/endpoints/studio-media';
import { MediaUploadInputSchema, type Media } from '@/contract/studio/media';
import { media, mediaRenditions } from '@/server/db/schema';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { refreshPublishedImages } from './refresh';
import { staffMay, staffOf } from '../guard';
import { mediaFieldMessage, mediaMessage, type MediaFieldCode } from './messages';
import { registerMediaReplace } from './replace';
import { fieldErrorsBody, readUpload, send, sha256, UPLOAD_LIMITS } from './upload';
import { checkPdf, processImage, sniffMediaKind } from './process';
import { describeMedia, findMedia, findMediaRow, listMedia, mediaUsagesOf, mediumInUse, type MediaRow } from './repository';

// The studio's media library (docs/decisions/260-studio-media-and-csv.md): upload (image → WebP renditions in the
// database, PDF checked as decision 090 wants and kept private until published), list, change, delete.

/**
 * Who may use the library follows the permission matrix (src/contract/studio/permissions.ts `allowsMedia`): list,
 * upload and change with edit on a collection that takes files (HR: jobs), delete with delete on one.
 */
const MEDIA_EDIT = staffMay(() => [{ media: 'edit' }]);
const MEDIA_DELETE = staffMay(() => [{ media: 'delete' }]);
const UPLOAD_FIELDS = new Set(['alt', 'alt_en', 'focal_x', 'focal_y']);

export default async function studioMediaRoutes(app: App) {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: false });

  registerEndpoint(
    app,
    endpoints.mediaUpload,
    async (request, reply) => {
      const lang = requestLang(request);
      if (!request.isMultipart()) return send(reply, 415, { message: mediaMessage('not_multipart', lang) });
      const upload = await readUpload(request, UPLOAD_FIELDS);
      const errors = upload.errors;
      const add = (field: string, code: MediaFieldCode) => (errors[field] ??= []).push(code);
      const parsed = MediaUploadInputSchema.safeParse(upload.fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '_');
          if (errors[field]) continue;
          add(
            field,
            field === 'alt' || field === 'alt_en'
              ? issue.code === 'too_big'
                ? 'too_long'
                : 'alt_required'
              : field.startsWith('focal')
                ? 'focal'
                : 'invalid',
          );
        }
      }
      if (!upload.file) {
        if (!errors.file) add('file', 'file_required');
      } else if (upload.file.truncated) {
        return send(reply, 413, {
          message: mediaMessage('file_too_large', lang),
          errors: { file: [mediaFieldMessage('file_size', lang)] },
        });
      }
      const kind = upload.file ? sniffMediaKind(upload.file.buffer) : undefined;
      if (upload.file && !errors.file && !kind) add('file', 'file_type');
      if (Object.keys(errors).length > 0 || !parsed.success || !upload.file || !kind)
        return send(reply, 400, fieldErrorsBody(request, errors));

      const { buffer } = upload.file;
      const fileName = Array.from(upload.file.name).slice(0, 200).join('') || 'file';
      const staff = staffOf(request);
      const id = randomUUID();
      const base = {
        id,
        file_name: fileName,
        byte_size: buffer.length,
        sha256: sha256(buffer),
        alt: parsed.data.alt,
        alt_en: parsed.data.alt_en,
        focal_x: parsed.data.focal_x,
        focal_y: parsed.data.focal_y,
        created_by: staff.id,
      };
      let created: Media | undefined;
      if (kind === 'pdf') {
        const problem = await checkPdf(buffer);
        if (problem) return send(reply, 400, fieldErrorsBody(request, { file: [problem] }));
        created = await app.db.transaction(async (tx) => {
          await tx.insert(media).values({ ...base, kind: 'pdf', mime: 'application/pdf', data: buffer, width: null, height: null });
          await recordAudit(tx, {
            staffId: staff.id,
            action: 'media.upload',
            collection: 'media',
            entityId: id,
            after: { kind: 'pdf', file_name: fileName, alt: base.alt, alt_en: base.alt_en, byte_size: buffer.length },
            requestId: request.id,
          });
          return findMedia(tx, id);
        });
      } else {
        const result = await processImage(buffer);
        if (!result.ok) return send(reply, 400, fieldErrorsBody(request, { file: [result.error] }));
        const { image } = result;
        created = await app.db.transaction(async (tx) => {
          await tx
            .insert(media)
            .values({ ...base, kind: 'image', mime: 'image/webp', data: image.master, width: image.width, height: image.height });
          await tx
            .insert(mediaRenditions)
            .values(
              image.renditions.map((r) => ({ media_id: id, name: r.name, width: r.width, height: r.height, etag: r.etag, data: r.data })),
            );
          await recordAudit(tx, {
            staffId: staff.id,
            action: 'media.upload',
            collection: 'media',
            entityId: id,
            after: {
              kind: 'image',
              file_name: fileName,
              alt: base.alt,
              alt_en: base.alt_en,
              width: image.width,
              height: image.height,
              focal_x: base.focal_x,
              focal_y: base.focal_y,
            },
            requestId: request.id,
          });
          return findMedia(tx, id);
        });
      }
      return reply.code(201).send({ data: created! });
    },
    { preValidation: MEDIA_EDIT },
  );

  registerEndpoint(app, endpoints.mediaList, async (request) => listMedia(app.db, request.query), { preValidation: MEDIA_EDIT });

  registerEndpoint(
    app,
    endpoints.mediaGet,
    async (request, reply) => {
      const found = await findMedia(app.db, request.params.id);
      if (!found) return reply.code(404).send({ message: mediaMessage('not_found', requestLang(request)) });
      return { data: found };
    },
    { preValidation: MEDIA_EDIT },
  );

  registerEndpoint(
    app,
    endpoints.mediaUsagesGet,
    async (request, reply) => {
      const found = await findMediaRow(app.db, request.params.id);
      if (!found) return reply.code(404).send({ message: mediaMessage('not_found', requestLang(request)) });
      return { data: await mediaUsagesOf(app.db, found.id) };
    },
    { preValidation: MEDIA_EDIT },
  );

  registerEndpoint(
    app,
    endpoints.mediaUpdate,
    async (request, reply) => {
      const staff = staffOf(request);
      const changes = request.body;
      let contentVersion = 0;
      const updated = await app.db.transaction(async (tx) => {
        const [before] = await tx.select({ id: media.id }).from(media).where(eq(media.id, request.params.id)).for('update');
        if (!before) return undefined;
        const row = (await findMediaRow(tx, request.params.id))!;
        if (Object.keys(changes).length > 0) {
          await tx
            .update(media)
            .set({ ...changes, updated_at: sql`now()` })
            .where(eq(media.id, row.id));
          const pick = (r: MediaRow) => ({ alt: r.alt, alt_en: r.alt_en, focal_x: r.focal_x, focal_y: r.focal_y });
          const after = (await findMediaRow(tx, row.id))!;
          contentVersion = await refreshPublishedImages(tx, row.id);
          await recordAudit(tx, {
            staffId: staff.id,
            action: 'media.update',
            collection: 'media',
            entityId: row.id,
            before: pick(row),
            after: pick(after),
            requestId: request.id,
          });
        }
        return findMedia(tx, row.id);
      });
      if (!updated) return reply.code(404).send({ message: mediaMessage('not_found', requestLang(request)) });
      // The published pictures changed: this process drops its read caches now (others on the notification).
      if (contentVersion > 0) app.content.changed(contentVersion);
      return { data: updated };
    },
    { preValidation: MEDIA_EDIT },
  );

  registerMediaReplace(app, MEDIA_EDIT);

  registerEndpoint(
    app,
    endpoints.mediaDelete,
    async (request, reply) => {
      const staff = staffOf(request);
      const lang = requestLang(request);
      const id = request.params.id;
      const outcome = await app.db.transaction(async (tx) => {
        const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for('update');
        if (!row) return 'missing' as const;
        if (await isInUse(tx, id)) return 'in_use' as const;
        const [described] = await describeMedia(tx, [(await findMediaRow(tx, id))!]);
        await tx.delete(media).where(eq(media.id, id));
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'media.delete',
          collection: 'media',
          entityId: id,
          before: described,
          requestId: request.id,
        });
        return 'deleted' as const;
      });
      if (outcome === 'missing') return reply.code(404).send({ message: mediaMessage('not_found', lang) });
      if (outcome === 'in_use') return reply.code(409).send({ message: mediaMessage('in_use', lang) });
      return { data: { id, deleted: true as const } };
    },
    { preValidation: MEDIA_DELETE },
  );
}

/** A published entity uses the medium, or a draft (or the published copy a draft keeps) names it. */
async function isInUse(tx: Parameters<Parameters<App['db']['transaction']>[0]>[0], id: string): Promise<boolean> {
  const [row] = await tx.select({ used: sql<boolean>`${mediumInUse(id)}` }).from(sql`(select 1) as one`);
  return Boolean(row?.used);
}
