import { createHmac, timingSafeEqual } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { apiPath, fillPath } from '@/contract/endpoints/define';
import { ticketPhoto } from '@/contract/endpoints/submission-status';
import { TICKET_PHOTO_LINK_HOURS, type TicketPhoto } from '@/contract/forms';
import type { Database } from '../db/client';
import { ticketStagePhotos } from '../db/schema';
import { requestLang } from '../lib/request-lang';
import type { Transaction } from '../repositories/submissions';
import { registerEndpoint } from '../routes/endpoint-route';
import { generalMessage } from '../submissions/messages';
import type { CheckedFile } from '../submissions/attachments';
import type { App } from '../types';

// The service team's photos on a repair ticket's stages (docs/decisions/310-submissions-in-the-studio.md). A photo
// is reached only through an address signed with the server's secret (SECRET, the same on every process) for that
// photo and an expiry, handed out with a ticket to whoever may read it: the status lookup (receipt and e-mail),
// the account's "Servis saya" (its session) and the studio's ticket card (the service role). A photo id alone, a
// changed id or expiry, or an address past its time answers the one 404. The bytes are served as the type they
// were sniffed as, no-store, nosniff and sandboxed, as the inbox serves an attachment.

type Db = Database | Transaction;

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`ticket-photo:${payload}`).digest('base64url');

/** `<photo id>.<expiry, epoch seconds>.<hmac>` (ids and time in base36). */
export function ticketPhotoToken(secret: string, photoId: number, expiresAt: number): string {
  const payload = `${photoId.toString(36)}.${Math.floor(expiresAt / 1000).toString(36)}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The photo id of a valid, unexpired token; else undefined. */
export function readTicketPhotoToken(secret: string, token: string, now = Date.now()): number | undefined {
  const match = /^([0-9a-z]{1,9})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const expected = Buffer.from(sign(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (parseInt(match[2]!, 36) * 1000 < now) return undefined;
  return parseInt(match[1]!, 36);
}

/** Makes each photo's signed address (one expiry for one read of a ticket). */
export type PhotoLinks = (photoId: number) => string;
export function photoLinks(secret: string, now = Date.now()): PhotoLinks {
  const expires = now + TICKET_PHOTO_LINK_HOURS * 3_600_000;
  return (photoId) => apiPath(fillPath(ticketPhoto.path, { token: ticketPhotoToken(secret, photoId, expires) }));
}

/** The photos of these stages (no bytes), by stage id, in the order attached. */
export async function photosOfStages(db: Db, stageIds: number[], links: PhotoLinks): Promise<Map<number, TicketPhoto[]>> {
  const byStage = new Map<number, TicketPhoto[]>();
  if (stageIds.length === 0) return byStage;
  const rows = await db
    .select({ id: ticketStagePhotos.id, stage_id: ticketStagePhotos.stage_id, mime: ticketStagePhotos.mime, size: ticketStagePhotos.size })
    .from(ticketStagePhotos)
    .where(inArray(ticketStagePhotos.stage_id, stageIds))
    .orderBy(asc(ticketStagePhotos.stage_id), asc(ticketStagePhotos.id));
  for (const row of rows)
    byStage.set(row.stage_id, [...(byStage.get(row.stage_id) ?? []), { id: row.id, url: links(row.id), mime: row.mime, size: row.size }]);
  return byStage;
}

/** Stores a stage's checked photos, in the move's transaction. */
export async function insertStagePhotos(tx: Transaction, stageId: number, photos: readonly CheckedFile[]) {
  for (const photo of photos)
    await tx.insert(ticketStagePhotos).values({
      stage_id: stageId,
      original_name: photo.original_name,
      mime: photo.mime,
      size: photo.data.length,
      sha256: photo.sha256,
      data: photo.data,
    });
}

/** How many photos each of these stages has (the stage mails mention them). */
export async function photoCounts(db: Db, stageIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (stageIds.length === 0) return counts;
  const rows = await db
    .select({ stage_id: ticketStagePhotos.stage_id })
    .from(ticketStagePhotos)
    .where(inArray(ticketStagePhotos.stage_id, stageIds));
  for (const row of rows) counts.set(row.stage_id, (counts.get(row.stage_id) ?? 0) + 1);
  return counts;
}

/** GET v2/ticket-photo/:token — the bytes of the photo a valid token names. */
export function ticketPhotoRoute(app: App) {
  const photoAnswers = new WeakSet<object>();
  registerEndpoint(app, ticketPhoto, async (request, reply) => {
    const id = readTicketPhotoToken(app.accountSecret, request.params.token);
    const [photo] =
      id === undefined
        ? []
        : await app.db
            .select({ mime: ticketStagePhotos.mime, data: ticketStagePhotos.data })
            .from(ticketStagePhotos)
            .where(eq(ticketStagePhotos.id, id));
    if (!photo) return reply.code(404).send({ message: generalMessage('photo_not_found', requestLang(request)) });
    photoAnswers.add(request);
    return reply
      .type(photo.mime)
      .header('Content-Disposition', 'inline')
      .header('Content-Length', String(photo.data.length))
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .send(photo.data as never); // bytes: Fastify sends a Buffer as is, unserialised
  });
  // After the site-wide headers (plugins/security-headers.ts): the bytes never run as a page of our origin, even
  // opened on their own. The plugin registering this route answers no-store.
  app.addHook('onSend', async (request, reply) => {
    if (photoAnswers.has(request)) reply.header('Content-Security-Policy', 'sandbox');
  });
}
