import cookie from '@fastify/cookie';
import { z } from 'zod';
import type { ApiError } from '@/contract/common';
import type { App } from '@/server/types';
import { allowsMedia } from '@/contract/studio/permissions';
import { fullStaff } from '../guard';
import { permissionMatrix } from '../permissions';
import { findPdf, findRendition, pdfSlug } from './repository';

// Public serving of studio media (docs/decisions/260-studio-media-and-csv.md), beside the demo media of
// src/server/routes/media: WebP renditions at /media/studio/{id}/{name}.webp, immutable for a year (a
// name never changes its bytes: a new focal point makes new crop names, a replaced file new names of all), with an ETag; PDFs at
// /media/studio/{id}/{name}.pdf as an attachment, to staff always, to everyone else only while a published
// entity uses them. Unknown, malformed or private → the same JSON 404, so nothing tells a private PDF apart.

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RENDITION = /^((?:\d{1,5}|\d{1,5}x\d{1,5}-f\d{1,4}-\d{1,4})(?:-r\d{1,6})?)\.webp$/;
const PDF = /^([a-z0-9][a-z0-9-]{0,79})\.pdf$/;

export default async function studioMediaServing(app: App) {
  await app.register(cookie); // the staff session cookie, for private PDFs
  const notFound = { message: 'Media not found' } satisfies ApiError;

  app.get(
    '/media/studio/:id/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Studio media: WebP renditions (a year, immutable) and published PDFs (attachment)',
        params: z.object({ id: z.string().max(64), file: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      if (!ID.test(id)) return reply.code(404).send(notFound);
      const rendition = RENDITION.exec(file);
      if (rendition) {
        const found = await findRendition(app.db, id, rendition[1]!);
        if (!found) return reply.code(404).send(notFound);
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('ETag', found.etag)
          .header('X-Content-Type-Options', 'nosniff');
        if (matches(request.headers['if-none-match'], found.etag)) return reply.code(304).send();
        return reply.type('image/webp').send(found.data);
      }
      const pdf = PDF.exec(file);
      if (!pdf) return reply.code(404).send(notFound);
      const found = await findPdf(app.db, id);
      if (!found || pdfSlug(found.file_name) !== pdf[1]) return reply.code(404).send(notFound);
      let visibility = 'public, max-age=300';
      if (!found.published) {
        const staff = await fullStaff(request);
        if (!staff || !allowsMedia(await permissionMatrix(app.db), staff.role, 'edit'))
          return reply.code(404).header('Cache-Control', 'no-store').send(notFound);
        visibility = 'private, no-store';
      }
      const etag = `"${found.sha256.slice(0, 32)}"`;
      reply
        .header('Cache-Control', visibility)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `attachment; filename="${pdf[1]}.pdf"`);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/pdf').send(found.data);
    },
  );
}

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
