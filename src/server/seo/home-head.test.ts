import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';

// The home page's structured data (docs/decisions/120-server-rendered-head.md): the WebSite block's
// SearchAction points at the search route with the term in its place.

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
beforeAll(async () => {
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

describe('the home head', () => {
  it('has a SearchAction whose URL template is the search route with {search_term_string}', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as { '@type'?: string; potentialAction?: { target?: { urlTemplate?: string } } },
    );
    const website = blocks.find((block) => block['@type'] === 'WebSite');
    expect(website?.potentialAction?.target?.urlTemplate).toMatch(/^http:\/\/localhost(:\d+)?\/search\/\{search_term_string\}$/);
  });
});
