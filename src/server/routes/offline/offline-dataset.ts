import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '@/contract/common';
import { contentVersion, offlineDataset } from '@/contract/endpoints/offline';
import { requestLang } from '@/server/lib/request-lang';
import { acceptedEncoding } from '@/server/plugins/response-cache-store';
import { contentStamp } from '@/server/repositories/offline';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';
import {
  ARTICLE_CHUNK,
  articleReads,
  baseReads,
  chunkImages,
  OfflineReads,
  partNames,
  PRODUCT_CHUNK,
  productReads,
  type BasePlan,
} from './dataset-reads';

// "Simpan untuk offline" in a handful of answers (docs/decisions/101-save-for-offline.md): part
// `base` holds every list, `products-N` and `articles-N` the pages in chunks. Each part is built once per
// content version and language, compressed once (brotli 9, or gzip), kept while the version holds, and
// revalidated by ETag: a refresh of unchanged content costs a 304 per part.

/**
 * How long a request waits for its part before it is told to come back (503, Retry-After): at the top
 * scale a part takes longer to build than the server lets a socket idle (decision 150); the build goes on.
 */
export const PART_WAIT = { ms: 15_000 }; // an object, so a test can shorten it
const RETRY_AFTER_S = 2;

type Built = { etag: string; json: Buffer; encoded: Partial<Record<'br' | 'gzip', Buffer>> };

export default async function offlineRoutes(app: App) {
  // The content version (docs/decisions/253-content-version.md): one row the database keeps in
  // step with every change of public content, so every process answers the same and a read costs one lookup.
  const currentVersion = (): Promise<string> => contentStamp(app.db);

  // Parts of the current version only: a new version drops the old ones.
  let builtFor = '';
  const plans = new Map<Lang, Promise<BasePlan>>();
  const parts = new Map<string, Promise<Built | undefined>>();

  const build = (lang: Lang, part: string, ver: string): Promise<Built | undefined> => {
    if (builtFor !== ver) {
      builtFor = ver;
      plans.clear();
      parts.clear();
    }
    const key = `${lang} ${part}`;
    let built = parts.get(key);
    if (!built) {
      built = buildPart(app, lang, part, ver, plans);
      parts.set(key, built);
      built.catch(() => parts.delete(key)); // a failed build is tried again by the next request
    }
    return built;
  };

  // Never kept by a browser or by the API's read cache (decision 140): a visit must learn of a change at once.
  registerEndpoint(app, contentVersion, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { data: { version: await currentVersion() } };
  });

  registerEndpoint(
    app,
    offlineDataset,
    async (request, typedReply) => {
      // The part is sent as ready bytes (already JSON, already compressed): no schema serialisation.
      const reply = typedReply as unknown as FastifyReply;
      const lang = requestLang(request);
      const ver = await currentVersion();
      const pending = build(lang, request.query.part, ver);
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        pending,
        new Promise<'later'>((resolve) => (timer = setTimeout(() => resolve('later'), PART_WAIT.ms))),
      ]);
      clearTimeout(timer);
      if (waited === 'later') {
        return reply
          .code(503)
          .header('Retry-After', String(RETRY_AFTER_S))
          .header('Cache-Control', 'no-store')
          .send({ message: 'Offline dataset part is being prepared' });
      }
      const built = waited;
      if (!built) return reply.code(404).send({ message: 'Offline dataset part not found' });
      // Once base is known, the other parts are prepared ahead of their requests (one build each).
      if (request.query.part === 'base')
        void plans.get(lang)?.then((plan) => partNames(plan).forEach((name) => void build(lang, name, ver).catch(() => undefined)));
      reply.header('ETag', built.etag).header('Cache-Control', 'no-cache');
      if (request.headers['if-none-match'] === built.etag) return reply.code(304).send();
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8');
      if (!encoding) return reply.send(built.json);
      built.encoded[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(built.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: built.json.length,
              },
            })
          : gzipSync(built.json, { level: 9 });
      return reply.header('Content-Encoding', encoding).send(built.encoded[encoding]);
    },
    {
      // After the API's own hook (Vary: Accept-Language): the answer also varies by encoding.
      onSend: async (_request, reply, payload) => {
        reply.header('Vary', 'Accept-Language, Accept-Encoding');
        return payload;
      },
    },
  );
}

async function buildPart(
  app: FastifyInstance,
  lang: Lang,
  part: string,
  ver: string,
  plans: Map<Lang, Promise<BasePlan>>,
): Promise<Built | undefined> {
  const match = /^(products|articles)-(\d+)$/.exec(part);
  let base = plans.get(lang);
  let reads: OfflineReads | undefined;
  if (!base) {
    reads = new OfflineReads(app, lang);
    base = baseReads(reads);
    plans.set(lang, base);
    base.catch(() => plans.delete(lang));
  }
  const plan = await base;
  if (part === 'base') {
    if (!reads) {
      reads = new OfflineReads(app, lang); // the plan was built by a chunk's request: read the lists again (cached by the API)
      await baseReads(reads);
    }
  } else if (match) {
    const index = Number(match[2]) - 1;
    const [slugs, images, size, readPart] =
      match[1] === 'products'
        ? [plan.products, plan.productImages, PRODUCT_CHUNK, productReads]
        : [plan.articles, plan.articleImages, ARTICLE_CHUNK, articleReads];
    const chunk = slugs.slice(index * size, (index + 1) * size);
    if (index < 0 || chunk.length === 0) return undefined;
    reads = new OfflineReads(app, lang);
    await readPart(reads, chunk);
    // With the pages, their thumbnails (decision 101).
    await reads.media(chunkImages(images, index * size, (index + 1) * size));
  } else {
    return undefined;
  }
  const body = `{"data":{"version":${JSON.stringify(ver)},"part":${JSON.stringify(part)},"parts":${JSON.stringify(partNames(plan))},"reads":{${reads.answers
    .map((answer) => `${JSON.stringify(answer.key)}:${answer.body}`)
    .join(',')}}}}`;
  const json = Buffer.from(body);
  const etag = `"${createHash('sha1').update(`${ver} ${lang} `).update(json).digest('base64url').slice(0, 27)}"`;
  return { etag, json, encoded: {} };
}
