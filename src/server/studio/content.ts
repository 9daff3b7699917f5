import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { API_PREFIX } from '@/contract/endpoints/define';
import { CONTENT_VERSION_HEADER } from '@/contract/studio/content-version';
import type { Database } from '../db/client';
import { contentVersion } from '../db/schema';
import { errorForLog } from '../lib/log';
import type { Executor } from './audit';

// Publishing reaches every process (docs/decisions/253-content-version.md):
// - the content version (table content_version, one row) grows in the transaction of every change of
//   public content, and that transaction also says `NOTIFY denka_content, '<version>'` — PostgreSQL
//   delivers it to every listening process at commit, and never for a rolled-back change;
// - each process keeps a ContentSignal: its read caches (the API response cache, the rendered page heads
//   and the sitemap) subscribe and drop everything when it fires — at once in the process that published,
//   on the notification in the others (a dedicated LISTEN connection, reconnected after an error; when the
//   version grew while it was not listening, the caches are dropped too, as a notification was missed);
// - every content-API answer carries the version in `X-Content-Version`, so installed apps learn on their
//   next online request that their saved copies are older than the site.

export const CONTENT_CHANNEL = 'denka_content';

export class ContentSignal {
  private readonly listeners = new Set<() => void>();
  /** The last content version this process knows (the header's value). */
  version = 0;
  /** Grows on every change: a cache render that began under another generation is not stored. */
  generation = 0;

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Public content changed (here, or in another process): drop every read cache. */
  changed(version?: number) {
    if (version !== undefined && version > this.version) this.version = version;
    this.generation++;
    for (const listener of this.listeners) listener();
  }
}

/**
 * Bumps the content version inside the caller's transaction and queues the notification for its commit —
 * once per transaction: the tables' statement triggers call the same SQL function (migration 0015,
 * docs/decisions/253-content-version.md), so a publication that wrote a public table already did.
 */
export async function bumpContentVersion(tx: Executor): Promise<number> {
  const result = (await tx.execute(sql`select denka_bump_content() as version`)) as unknown as { rows: { version: string | number }[] };
  return Number(result.rows[0]!.version);
}

export async function readContentVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return row?.version ?? 0;
}

/** On PostgreSQL: a LISTEN connection of its own that fires the signal on every other process's change. */
function listen(db: Database, signal: ContentSignal, log: FastifyInstance['log']): () => Promise<void> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return async () => {}; // PGlite: one process, the local signal is enough
  let client: pg.PoolClient | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  /** The connect under way: stopping waits for it, so UNLISTEN never runs beside LISTEN on the one client. */
  let connecting: Promise<void> | undefined;
  const connect = () => (connecting = setUp().finally(() => (connecting = undefined)));
  const setUp = async () => {
    try {
      const connected = await pool.connect();
      if (stopped) return connected.release();
      client = connected;
      connected.on('notification', (message) => {
        if (message.channel === CONTENT_CHANNEL) signal.changed(Number(message.payload) || undefined);
      });
      connected.on('error', () => reconnect());
      await connected.query(`LISTEN ${CONTENT_CHANNEL}`);
      // A change published while this process was not listening (before its first LISTEN, or between a
      // lost connection and this one) grew the version: drop the caches then, and only then — dropping them
      // on every connect would throw away what the first requests cached while the LISTEN was set up.
      const version = await readContentVersion(db);
      if (version !== signal.version) signal.changed(version);
    } catch (error) {
      log.warn({ err: errorForLog(error) }, 'content LISTEN failed; retrying');
      reconnect();
    }
  };
  const reconnect = () => {
    const old = client;
    client = undefined;
    old?.release(true);
    if (!stopped && !retry) retry = setTimeout(() => ((retry = undefined), void connect()), 1_000);
  };
  void connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await connecting;
    const old = client;
    client = undefined;
    if (old) {
      await old.query(`UNLISTEN ${CONTENT_CHANNEL}`).catch(() => {});
      old.release();
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Fires when public content changes (docs/decisions/253). */
    content: ContentSignal;
  }
}

/** Decorates `app.content`, keeps it in step with the database, and stamps the version on API answers. */
export default fp(async function contentPlugin(app: FastifyInstance) {
  const signal = new ContentSignal();
  app.decorate('content', signal);
  let stop = async () => {};
  // At ready, not at registration: an app built only to render its OpenAPI document has no database.
  app.addHook('onReady', async () => {
    if (typeof app.db?.select !== 'function') return;
    signal.version = Math.max(signal.version, await readContentVersion(app.db));
    stop = listen(app.db, signal, app.log);
  });
  app.addHook('onClose', () => stop());
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`)) reply.header(CONTENT_VERSION_HEADER, String(signal.version));
  });
});
