import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { firstScreenReads, MAX_BOOT_READ_BYTES, renderBootReads } from './boot-reads';

// Decision 113: the reads are answered through the app's own routes and written into a JSON data block.

async function appAnswering(routes: Record<string, { status?: number; body: string; type?: string }>) {
  const app = Fastify();
  app.get('/api/cms/*', async (request, reply) => {
    const answer = routes[request.url.replace('/api/cms/', '')];
    if (!answer) return reply.code(404).send({ message: 'not found' });
    return reply
      .code(answer.status ?? 200)
      .type(answer.type ?? 'application/json')
      .send(answer.body);
  });
  await app.ready();
  return app;
}

describe('renderBootReads', () => {
  it('writes each answer under its key, with "<" escaped so no answer can close the script element', async () => {
    const app = await appAnswering({ 'v2/newsticker?lang=id': { body: '{"data":[{"title":"</script><script>alert(1)</script>"}]}' } });
    const text = await renderBootReads(app, [{ path: 'v2/newsticker' }], 'id');
    expect(text).not.toContain('<');
    expect(JSON.parse(text!)).toEqual({ 'v2/newsticker?lang=id': { data: [{ title: '</script><script>alert(1)</script>' }] } });
    await app.close();
  });

  it('leaves out failed, non-JSON and oversized answers (the client makes those reads itself)', async () => {
    const app = await appAnswering({
      'v2/a?lang=en': { body: '{"ok":true}' },
      'v2/b?lang=en': { status: 500, body: '{"message":"x"}' },
      'v2/c?lang=en': { body: 'plain', type: 'text/plain' },
      'v2/d?lang=en': { body: JSON.stringify({ big: 'x'.repeat(MAX_BOOT_READ_BYTES) }) },
    });
    const text = await renderBootReads(
      app,
      ['a', 'b', 'c', 'd', 'missing'].map((name) => ({ path: `v2/${name}` })),
      'en',
    );
    expect(JSON.parse(text!)).toEqual({ 'v2/a?lang=en': { ok: true } });
    expect(await renderBootReads(app, [{ path: 'v2/b' }], 'en')).toBeUndefined();
    await app.close();
  });

  it('lists the header reads on every page, plus a route’s own first screen', () => {
    const header = firstScreenReads('garansi', {}).map((r) => r.path);
    expect(header).toEqual(['v2/product/categories', 'v2/product/brands', 'v2/newsticker', 'v2/web-accessories']);
    expect(firstScreenReads('productInfo', { slug: 'insta360-x5' }).at(-1)).toEqual({
      path: 'v3/products/find',
      params: { slug: 'insta360-x5' },
    });
    expect(firstScreenReads(undefined, {})).toHaveLength(4);
  });
});
