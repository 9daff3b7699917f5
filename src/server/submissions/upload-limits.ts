import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@/contract/common';
import { requestLang } from '@/server/lib/request-lang';
import pg from 'pg';
import { MAX_FILE_BYTES } from '@/contract/forms';
import type { Database } from '@/server/db/client';
import { generalMessage } from './messages';

// Uploads that cannot freeze the server (docs/decisions/090-form-intake.md). An upload's
// bytes are held in memory from its first byte until its record is stored, so the bytes every upload in
// flight may hold are capped server-wide: a request that would pass the cap is answered 503 with Retry-After
// before its body is read (the form outbox tries it again later, docs/decisions/091-form-outbox.md), never
// queued behind the others. On the embedded database, files are also written one upload at a time: every
// statement waits for the one before it there, so a health check or a page read waits for one file's write,
// not for every queued one.

/** Bytes every upload in flight may hold together; ~6 CVs at the 5 MB limit. */
export const DEFAULT_UPLOAD_CONCURRENT_BYTES = 32 * 1024 * 1024;
/** The most a form body with `files` files can need: each at its limit and the text fields (40 × 20 kB) with their part headers. */
export const formBodyBytes = (files: number) => Math.max(1, files) * MAX_FILE_BYTES + 1024 * 1024;
/** One file's form body: what the cap must hold at least (config.ts). A support request's photos need more (formBodyBytes). */
export const MAX_FORM_BODY_BYTES = formBodyBytes(1);
/** Seconds a client is told to wait after a 503: about the time the cap's worth of uploads takes to be stored. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;
/** The server's limit on a JSON body (Fastify's bodyLimit): what a form posted as JSON can hold at most. */
export const JSON_BODY_BYTES = 1024 * 1024;
/**
 * Form bodies one client address may have in flight at once: a few slow connections from one address cannot
 * hold the whole cap until their request timeout. The next one is a 429 with Retry-After: visitors behind one
 * carrier NAT who post at the same moment have their outbox send it again then (docs/decisions/091-form-outbox.md).
 */
export const UPLOADS_PER_CLIENT = 2;

export class UploadBudget {
  private used = 0;
  private readonly perClient = new Map<string, number>();

  constructor(readonly capBytes: number) {}

  get inUse(): number {
    return this.used;
  }

  /** Whether `client` already has its UPLOADS_PER_CLIENT bodies in flight (a 429 for it, not a 503 for all). */
  clientFull(client: string): boolean {
    return (this.perClient.get(client) ?? 0) >= UPLOADS_PER_CLIENT;
  }

  /**
   * Holds `bytes` until the returned release is called (calling it again does nothing), or answers undefined
   * when uploads in flight already hold too much. With none in flight one upload always gets in, however large.
   */
  reserve(bytes: number, client = ''): (() => void) | undefined {
    const theirs = this.perClient.get(client) ?? 0;
    if (this.clientFull(client)) return undefined;
    if (this.used > 0 && this.used + bytes > this.capBytes) return undefined;
    this.used += bytes;
    this.perClient.set(client, theirs + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.used -= bytes;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
    };
  }
}

/** Runs at most `width` tasks at once, the others in arrival order. */
export class WriteGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly width: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

export type UploadLimits = { budget: UploadBudget; writes: WriteGate };

/** The embedded database (PGlite, either thread) runs one statement at a time; PostgreSQL has a pool. */
function isEmbedded(db: Database): boolean {
  const client = (db as unknown as { $client?: unknown }).$client;
  return !(client instanceof pg.Pool || client instanceof pg.Client);
}

export function uploadLimits(db: Database, capBytes = DEFAULT_UPLOAD_CONCURRENT_BYTES): UploadLimits {
  return { budget: new UploadBudget(capBytes), writes: new WriteGate(isEmbedded(db) ? 1 : 4) };
}

/**
 * What a request may hold: its declared length, at most what its kind of body can be — a multipart form's
 * (its files and the fields: `multipartLimit`) or a JSON body's; undeclared (chunked), that most.
 */
export function bytesToHold(contentLength: string | undefined, contentType?: string, multipartLimit = MAX_FORM_BODY_BYTES): number {
  const limit = /^\s*multipart\//i.test(contentType ?? '') ? multipartLimit : JSON_BODY_BYTES;
  const declared = contentLength === undefined ? NaN : Number(contentLength);
  return Number.isFinite(declared) && declared >= 0 ? Math.min(declared, limit) : limit;
}

/**
 * Before an upload's body is read: `too_large` when it declares more than `limit` (a 413 at once), `client_busy`
 * when its address already has UPLOADS_PER_CLIENT bodies in flight (429), `busy` when it would take the uploads in
 * flight past the cap (503); else the release of the bytes it now holds, to call when the answer is sent or the
 * client leaves. Form posts (routes/forms/form-posts.ts) and the service team's stage photos use it.
 */
export function admitUpload(
  budget: UploadBudget,
  request: FastifyRequest,
  limit: number,
): 'too_large' | 'client_busy' | 'busy' | (() => void) {
  const declared = request.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return 'too_large';
  if (budget.clientFull(request.ip)) return 'client_busy';
  return budget.reserve(bytesToHold(declared, request.headers['content-type'], limit), request.ip) ?? 'busy';
}

/**
 * An upload route's preHandler: the body admitted (`admitUpload`) holds its bytes until the answer is sent or the
 * client leaves; refused, the answer is sent here — 413 with `tooLarge`'s body (the route's own shape), 429 or
 * 503 with Retry-After (one address with its bodies in flight waits; a server at its cap tells everyone).
 */
export async function admitOrRefuse(
  budget: UploadBudget,
  request: FastifyRequest,
  reply: FastifyReply,
  limit: number,
  tooLarge: (lang: Lang) => unknown,
) {
  const lang = requestLang(request);
  const release = admitUpload(budget, request, limit);
  if (release === 'too_large') return reply.code(413).header('Connection', 'close').send(tooLarge(lang));
  if (release === 'client_busy' || release === 'busy')
    return reply
      .code(release === 'busy' ? 503 : 429)
      .header('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS))
      .send({ message: generalMessage('busy', lang) });
  reply.raw.once('finish', release);
  reply.raw.once('close', release);
  return undefined;
}
