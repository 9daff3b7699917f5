import { eq, sql } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import * as endpoints from '@/contract/endpoints/studio-media';
import { FOCAL_KEEP_ASPECT_DIFFERENCE } from '@/contract/studio/media';
import { media, mediaRenditions } from '@/server/db/schema';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { staffOf } from '../guard';
import { mediaFieldMessage, mediaMessage } from './messages';
import { checkPdf, processImage, revisionSuffix, sniffMediaKind, type ProcessedImage } from './process';
import { refreshPublishedImages } from './refresh';
import { findMedia, findMediaRow } from './repository';
import { fieldErrorsBody, readUpload, send, sha256 } from './upload';

// "Ganti file" (docs/decisions/260-studio-media-and-csv.md): a medium keeps its id, alt texts and every use, and gets
// the bytes of a new file of its kind. The file is checked and rendered before anything is written; then one
// transaction stores it under the next revision (renditions named `…-r2`, the old ones deleted: a file replaced
// because it was wrong must stop being served), renews the image and PDF columns of every published entity that
// uses it, bumps the content version and writes the audit entry. Drafts name the medium, not its files: they follow.

const NO_TEXT_FIELDS = new Set<string>();

/** Keeps the focal point for a picture of (nearly) the same shape; another shape means another framing: the centre. */
function keepsFocal(before: { width: number | null; height: number | null }, after: { width: number; height: number }) {
  if (!before.width || !before.height) return false;
  return Math.abs(after.width / after.height / (before.width / before.height) - 1) <= FOCAL_KEEP_ASPECT_DIFFERENCE;
}

export function registerMediaReplace(app: App, guard: preHandlerAsyncHookHandler) {
  registerEndpoint(
    app,
    endpoints.mediaReplace,
    async (request, reply) => {
      const lang = requestLang(request);
      if (!request.isMultipart()) return send(reply, 415, { message: mediaMessage('not_multipart', lang) });
      const upload = await readUpload(request, NO_TEXT_FIELDS);
      if (upload.file?.truncated)
        return send(reply, 413, {
          message: mediaMessage('file_too_large', lang),
          errors: { file: [mediaFieldMessage('file_size', lang)] },
        });
      const errors = upload.errors;
      if (!upload.file && !errors.file) errors.file = ['file_required'];
      if (Object.keys(errors).length > 0 || !upload.file) return send(reply, 400, fieldErrorsBody(request, errors));
      const current = await findMediaRow(app.db, request.params.id);
      if (!current) return reply.code(404).send({ message: mediaMessage('not_found', lang) });

      const { buffer } = upload.file;
      const sniffed = sniffMediaKind(buffer);
      if (!sniffed) return send(reply, 400, fieldErrorsBody(request, { file: ['file_type'] }));
      if ((sniffed === 'pdf' ? 'pdf' : 'image') !== current.kind)
        return send(reply, 400, fieldErrorsBody(request, { file: ['file_kind'] }));
      let image: ProcessedImage | undefined;
      if (sniffed === 'pdf') {
        const problem = await checkPdf(buffer);
        if (problem) return send(reply, 400, fieldErrorsBody(request, { file: [problem] }));
      } else {
        const result = await processImage(buffer);
        if (!result.ok) return send(reply, 400, fieldErrorsBody(request, { file: [result.error] }));
        image = result.image;
      }

      const staff = staffOf(request);
      const fileName = Array.from(upload.file.name).slice(0, 200).join('') || current.file_name;
      const outcome = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            revision: media.revision,
            file_name: media.file_name,
            byte_size: media.byte_size,
            sha256: media.sha256,
            width: media.width,
            height: media.height,
            focal_x: media.focal_x,
            focal_y: media.focal_y,
          })
          .from(media)
          .where(eq(media.id, current.id))
          .for('update');
        if (!before) return undefined; // deleted meanwhile
        const revision = before.revision + 1;
        const focalKept = !image || keepsFocal(before, image);
        const after = {
          revision,
          file_name: fileName,
          byte_size: buffer.length,
          sha256: sha256(buffer),
          width: image?.width ?? null,
          height: image?.height ?? null,
          focal_x: focalKept ? before.focal_x : 0.5,
          focal_y: focalKept ? before.focal_y : 0.5,
        };
        await tx
          .update(media)
          .set({ ...after, data: image ? image.master : buffer, updated_at: sql`now()` })
          .where(eq(media.id, current.id));
        await tx.delete(mediaRenditions).where(eq(mediaRenditions.media_id, current.id));
        if (image)
          await tx.insert(mediaRenditions).values(
            image.renditions.map((r) => ({
              media_id: current.id,
              name: `${r.name}${revisionSuffix(revision)}`,
              width: r.width,
              height: r.height,
              etag: r.etag,
              data: r.data,
            })),
          );
        const contentVersion = await refreshPublishedImages(tx, current.id);
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'media.replace',
          collection: 'media',
          entityId: current.id,
          before,
          after,
          requestId: request.id,
        });
        return {
          contentVersion,
          focalReset: !focalKept && (before.focal_x !== 0.5 || before.focal_y !== 0.5),
          data: (await findMedia(tx, current.id))!,
        };
      });
      if (!outcome) return reply.code(404).send({ message: mediaMessage('not_found', lang) });
      // Published pages show the new file: this process drops its read caches now (others on the notification).
      if (outcome.contentVersion > 0) app.content.changed(outcome.contentVersion);
      return { data: outcome.data, focal_reset: outcome.focalReset };
    },
    { preValidation: guard },
  );
}
