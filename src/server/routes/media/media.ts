import { z } from 'zod';
import type { ApiError } from '@/contract/common';
import { LruCache } from '@/server/lib/lru-cache';
import { renderMedia, type RenderedMedia } from '@/server/seed/media/render-media';
import type { App } from '@/server/types';

// Demo media (product shots, logos, banners, manuals) rendered on first request and kept in memory:
// the bytes are deterministic per path, so browsers and CDNs may cache them for a year (docs/deploy.md).

const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 4_000;
/** Lower-case path segments of letters, digits, '-', '_' and one dot before the extension; no '..'. */
const MEDIA_PATH = /^(?:[a-z0-9][a-z0-9_-]*\/)+[a-z0-9][a-z0-9_-]*\.(?:webp|pdf)$/;

type Cached = RenderedMedia & { byteLength: number };

export default async function mediaRoutes(app: App, options: { render?: typeof renderMedia } = {}) {
  const render = options.render ?? renderMedia;
  const cache = new LruCache<Cached>(MAX_BYTES, MAX_ENTRIES);
  const pending = new Map<string, Promise<Cached | null>>();

  /** One render per path at a time: concurrent first requests share it. */
  function load(path: string): Promise<Cached | null> {
    const hit = cache.get(path);
    if (hit) return Promise.resolve(hit);
    let running = pending.get(path);
    if (!running) {
      running = render(path)
        .then((media) => {
          if (!media) return null;
          const entry = { ...media, byteLength: media.body.byteLength };
          cache.set(path, entry);
          return entry;
        })
        .finally(() => pending.delete(path));
      pending.set(path, running);
    }
    return running;
  }

  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'Demo images (WebP) and manuals (PDF) by path, cached for a year',
        params: z.object({ '*': z.string().max(300) }),
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      const media = MEDIA_PATH.test(path) ? await load(path) : null;
      if (!media) return reply.code(404).send({ message: 'Media not found' } satisfies ApiError);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(media.contentType)
        .send(media.body);
    },
  );
}
