import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@/contract/common';
import { apiPath } from '@/contract/endpoints/define';
import type { BootAnswer } from './boot-reads';

// The server's render of each page's first screen (docs/decisions/113-first-screen.md):
// the web build's server bundle of the app (`.ssr/entry-server.js`, vite.ssr.config.ts) renders the route
// with React's streaming renderer over the API's own answers; the page carries the markup in `#root` and
// the query cache it came from, and the browser hydrates it. The server imports nothing of the app's
// source: like the route meta, the bundle is read from the build it serves.

export const SSR_BUNDLE_PATH = path.join('.ssr', 'entry-server.js');

type RenderInput = { url: string; lang: Lang; saveData: boolean; read: (key: string) => Promise<unknown> };
/** `head`: React's hoisted styles, for the page's head (src/entry-server.tsx). */
export type FirstScreen = { html: string; state: string; head?: string | undefined };
export type FirstScreenRenderer = (input: RenderInput) => Promise<FirstScreen | undefined>;

/** The build's renderer, or undefined when the build has none (tests of the shell, an older build). */
export async function loadFirstScreenRenderer(webRoot: string): Promise<FirstScreenRenderer | undefined> {
  const file = path.join(webRoot, SSR_BUNDLE_PATH);
  if (!fs.existsSync(file)) return undefined;
  const bundle = (await import(pathToFileURL(file).href)) as { render?: FirstScreenRenderer };
  return typeof bundle.render === 'function' ? bundle.render : undefined;
}

/** One read by its key, through the app's own API (the same handlers, validation and read cache). */
async function injectRead(app: FastifyInstance, key: string): Promise<Pick<BootAnswer, 'status' | 'json' | 'body'>> {
  const response = await app.inject({ method: 'GET', url: apiPath(key), headers: { accept: 'application/json' } });
  return {
    status: response.statusCode,
    json: /^application\/json/.test(String(response.headers['content-type'] ?? '')),
    body: response.body,
  };
}

/** How long a page's render may take before the page is served without it (the browser renders it then). */
export const RENDER_TIMEOUT_MS = 3_000;

/**
 * The first screen of one page, or undefined (no renderer, a read failed, the render threw or took too
 * long): the page is then served as before, the browser rendering it.
 */
export async function renderFirstScreen(
  app: FastifyInstance,
  render: FirstScreenRenderer,
  { url, lang, saveData = false, answers }: { url: string; lang: Lang; saveData?: boolean; answers: readonly BootAnswer[] },
): Promise<FirstScreen | undefined> {
  const known = new Map<string, Promise<Pick<BootAnswer, 'status' | 'json' | 'body'>>>(
    answers.map((answer) => [answer.key, Promise.resolve(answer)]),
  );
  const read = async (key: string) => {
    let answer = known.get(key);
    if (!answer) known.set(key, (answer = injectRead(app, key)));
    const { status, json, body } = await answer;
    return status === 200 && json ? (JSON.parse(body) as unknown) : undefined;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([render({ url, lang, saveData, read }), timeout]);
  } catch (error) {
    app.log.error({ err: error }, 'server render of the first screen failed; the page is served without it');
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** The state block's text: `<` escaped so nothing in it can close the element. */
export const escapeScriptJson = (json: string) => json.replace(/</g, '\\u003c');
