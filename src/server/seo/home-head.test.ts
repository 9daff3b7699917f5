import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as home from '../repositories/home';
import type { createTestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';

// The home page's head (docs/decisions/120-server-rendered-head.md, 200-code-structure.md): the
// WebSite block's SearchAction points at the search route with the term in its place, and the hero
// slides (the LCP preload) come from the page's first-screen read, not from a second query.
vi.mock('../repositories/home', async (importOriginal) => {
  const actual = await importOriginal<typeof home>();
  return { ...actual, listSlides: vi.fn(actual.listSlides) };
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
let listSlides: typeof home.listSlides;
beforeAll(async () => {
  // The server suite shares loaded modules between files (vitest.config.ts, isolate: false): loaded afresh here,
  // so that the app imports the counting wrapper.
  vi.resetModules();
  ({ listSlides } = await import('../repositories/home'));
  const { createTestApp } = await import('../test/helper');
  web = await createTestWebRoot();
  t = await createTestApp({ webRoot: web.root });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

describe('the home head', () => {
  it('reads the hero slides once for the preload and the first screen’s data', async () => {
    vi.mocked(listSlides).mockClear();
    const res = await t.app.inject({ url: '/?lang=en', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/media\/[^"]+"[^>]* media="\(max-width/);
    expect(res.body).toContain('"v2/main-slider?lang=en":');
    expect(vi.mocked(listSlides).mock.calls.filter(([, tags]) => tags.includes('main_slider'))).toHaveLength(1);
  });

  it('has a SearchAction whose URL template is the search route with {search_term_string}', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const blocks = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '') as { '@type'?: string; potentialAction?: { target?: { urlTemplate?: string } } },
    );
    const website = blocks.find((block) => block['@type'] === 'WebSite');
    expect(website?.potentialAction?.target?.urlTemplate).toMatch(/^http:\/\/localhost(:\d+)?\/search\/\{search_term_string\}$/);
  });
});
