import { createHmac, timingSafeEqual } from 'node:crypto';
import { COLLECTION_KEYS, type CollectionKey } from '@/contract/collections/fields';

// Preview links (docs/decisions/250-staff-studio.md): the public page with
// `?preview=<token>` asks the API with that token, and the API answers the entity's draft (no-store)
// instead of the published row. The token names the collection, the entity and its expiry, signed with
// the server's secret (SECRET; shared by every process) together with the staff session that asked for it:
// it shows the draft only to a request carrying that session's cookie (`__Host-denka_staff`), so a link that
// is forwarded, logged or left in a page shows nothing to anyone else. It reveals nothing else and cannot be
// widened.

export const PREVIEW_TTL_MS = 60 * 60_000;

const sign = (secret: string, payload: string, sessionHash: string) =>
  createHmac('sha256', secret).update(`preview:${payload}:${sessionHash}`).digest('base64url');

/** `sessionHash`: the SHA-256 of the staff session token (what `staff_sessions` keeps) of the staff member asking. */
export function previewToken(secret: string, collection: CollectionKey, id: number, expiresAt: number, sessionHash: string): string {
  const payload = `${COLLECTION_KEYS.indexOf(collection).toString(36)}.${id.toString(36)}.${Math.floor(expiresAt / 1000).toString(36)}`;
  return `${payload}.${sign(secret, payload, sessionHash)}`;
}

/** The collection and entity of a valid, unexpired token made for this staff session; else undefined. */
export function readPreviewToken(
  secret: string,
  token: string,
  sessionHash: string,
  now = Date.now(),
): { collection: CollectionKey; id: number } | undefined {
  const match = /^([0-9a-z]{1,3})\.([0-9a-z]{1,7})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const payload = `${match[1]}.${match[2]}.${match[3]}`;
  const expected = Buffer.from(sign(secret, payload, sessionHash));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (parseInt(match[3]!, 36) * 1000 < now) return undefined;
  const collection = COLLECTION_KEYS[parseInt(match[1]!, 36)];
  return collection ? { collection, id: parseInt(match[2]!, 36) } : undefined;
}
