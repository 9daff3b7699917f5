import { i18n, type Messages } from '@lingui/core';
import { dehydrate, skipToken, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Lang } from './contract/common';
import { App } from './app/app';
import { AppRoutes, preloadRoutes } from './app/router';
import { setServerReads } from './lib/boot-reads';
import { createQueryClient } from './lib/query-client';
import { setRenderingForSaveData } from './lib/data-saver';
import { messages as en } from './locales/en/messages.po';
import { messages as id } from './locales/id/messages.po';

// The server's render of a page's first screen (docs/decisions/113-first-screen.md):
// the same App, router table and components the browser runs, over the same API answers. Built by
// vite.ssr.config.ts into the web build's `.ssr/` folder and called by the server (src/server/seo/ssr.ts).

const CATALOGS: Record<Lang, Messages> = { id, en };
/** Renders until no query of the first screen is left waiting for its answer, at most this many times. */
const MAX_PASSES = 4;

export type RenderInput = {
  /** The page's path and query, as requested. */
  url: string;
  lang: Lang;
  /** Rendered for `Save-Data: on`: smaller image renditions (src/lib/data-saver.ts). */
  saveData?: boolean;
  /**
   * The API's answer to a read, by its read key (src/contract/read-key.ts): the first screen's answers the
   * server already has, then the app's own API for any other read the first screen makes. Undefined: the
   * read failed (the page is then not rendered on the server).
   */
  read: (key: string) => Promise<unknown>;
};

export type RenderOutput = {
  /** The markup of `#root`. */
  html: string;
  /** React's hoisted `<style>` elements (Mantine's responsive styles, build/mantine-css.ts), for the page's head. */
  head: string;
  /** The query cache the markup was rendered from (TanStack's dehydrated state), as JSON. */
  state: string;
};

// One render at a time: Lingui's active language and the read source are module state (the app reads
// them outside React too), and a render must not see another's. A render never waits on the network
// while it holds the turn for long: its reads are the server's own (in-process) answers.
let turn: Promise<unknown> = Promise.resolve();

/** The page's first screen as HTML with the data it was rendered from; undefined when it cannot be. */
export function render(input: RenderInput): Promise<RenderOutput | undefined> {
  const next = turn.then(() => renderNow(input));
  turn = next.catch(() => undefined);
  return next;
}

async function renderNow({ url, lang, saveData = false, read }: RenderInput): Promise<RenderOutput | undefined> {
  i18n.loadAndActivate({ locale: lang, messages: CATALOGS[lang] });
  setRenderingForSaveData(saveData);
  setServerReads(read);
  try {
    // The page's modules, loaded before the render (docs/decisions/112-start-up-and-the-shell.md); one that fails
    // to load leaves the page to the browser, which shows the failure.
    if (!(await preloadRoutes(new URL(url, 'http://localhost')))) return undefined;
    const queryClient = createQueryClient();
    // No second try on the server: a read that failed there is the browser's to make.
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    });
    const element = (
      <StrictMode>
        <App
          queryClient={queryClient}
          routerElement={
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          }
        />
      </StrictMode>
    );
    let html = '';
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      html = await renderToString(element);
      // Queries the render asked for and nobody fetched (useQuery never fetches on the server): fetch them
      // from the server's answers and render again with their data, until none is left. A query whose
      // function is `skipToken` here is the browser's alone (e.g. every dealer: src/features/dealers).
      const waiting = queryClient
        .getQueryCache()
        .getAll()
        .filter(
          (query: Query) =>
            query.options.queryFn !== skipToken &&
            query.state.status === 'pending' &&
            query.state.fetchStatus === 'idle' &&
            query.state.dataUpdateCount === 0 &&
            !query.state.error,
        );
      if (waiting.length === 0) break;
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      // A failed read renders differently in the browser (its error state is not carried over): leave the page to it.
      if (
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.status === 'error')
      )
        return undefined;
      if (pass === MAX_PASSES - 1) html = await renderToString(element);
    }
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
    return { ...hoistedStyles(html), state: JSON.stringify(state) };
  } finally {
    setServerReads(undefined);
  }
}

// A render that is not a whole document starts with what React hoists: image preloads (allowed in the body) and
// the hoisted <style> elements, which belong in the head (a <style> in the body is invalid HTML). In the browser
// React finds them there by their data-href and hydrates the rest as before.
const HOISTED = /^(?:<link [^>]*>|<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>)*/;
const STYLE = /<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>/g;

function hoistedStyles(markup: string): { html: string; head: string } {
  const leading = HOISTED.exec(markup)?.[0] ?? '';
  const styles = leading.match(STYLE) ?? [];
  return { head: styles.join(''), html: leading.replace(STYLE, '') + markup.slice(leading.length) };
}

/** React's streaming renderer, read to the end once every Suspense boundary has its content. */
async function renderToString(element: React.ReactElement): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    // Every boundary inline, never "outlined" behind an inline script when the page is large (React's
    // default from ~12.8 kB): the CSP allows no inline script, and the page is sent whole anyway.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
