import './app/styles';
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoutes } from './app/router';
import { SSR_LANG_ATTRIBUTE, SSR_STATE_ELEMENT_ID } from './contract/read-key';
import { loadTagManager } from './lib/analytics';
import { preloadApiSchemas } from './lib/api-client';
import { config } from './lib/config';
import { activateLang, getActiveLang } from './lib/i18n';
import { installPreloadRecovery, reloadOnce } from './lib/preload-recovery';
import { recordEarlyInput } from './lib/early-input';
import { hydrationStarted, whenHydrated } from './lib/use-hydrated';
import { startOffline } from './offline/start';
import { setOfflineDatasetLoader } from './offline/offline-datasets';
import { loadWithRetry } from './lib/load-with-retry';
import { onPageShown, whenIdle } from './lib/when-idle';
import { startWebVitalsReporting } from './app/web-vitals';

declare const __BUILD_ID__: string;

/**
 * The app's start, run just after this bundle's top level (below), not inside it. Anything that records
 * a stack trace (a request, a timer, a DOM write, as browser tooling does) from the bundle's top level
 * makes V8 re-parse the whole shell chunk for its source positions, ~40 ms on a fast machine and four
 * times that on a phone (docs/decisions/112-start-up-and-the-shell.md).
 */
async function start(root: HTMLElement) {
  installPreloadRecovery();
  // Which build this page runs (the update e2e reads it; handy when a visitor reports a problem).
  document.documentElement.dataset.build = __BUILD_ID__;
  // zod and the answers' schemas once the page is idle: the first screen's reads came with the page, so they
  // need none before the first tap; a read made earlier loads its own (docs/decisions/113-first-screen.md).
  whenIdle(preloadApiSchemas);
  // Install prompt, connection watch and the datasets of "Simpan untuk offline" (decision 071).
  startOffline();
  setOfflineDatasetLoader(() => import('./app/offline-datasets').then((m) => m.registerOfflineDatasets()));
  // The form outbox: replay queued submissions on start-up, on `online` and while any wait (decision 091),
  // from the moment the page is on screen: its code is not part of the shell (decision 112).
  onPageShown(() => void import('./offline/outbox').then((outbox) => outbox.startOutbox()));
  loadTagManager(config.gtmId);
  // Real-user measurements of a sampled visit; the library loads once the page is idle (docs/decisions/111-measuring.md).
  startWebVitalsReporting();

  try {
    const lang = getActiveLang();
    const rendered = serverRendered(root, lang);
    // The page's own modules start loading now, alongside the language catalog, not after it (the page's
    // LCP waits on both).
    const pageModules = preloadRoutes(window.location);
    // The server rendered this page's first screen in this language: take it over (hydrate) with the query
    // cache it was rendered from, once the page's own modules and the catalog are there.
    const [hydrating] = await Promise.all([rendered ? pageModules : false, activateLang(lang)]);
    if (rendered && hydrating) {
      hydrationStarted();
      // The server's page has been on screen since the start-up screen ended (at one second): what the
      // visitor typed in it meanwhile reaches the app once hydrated (src/lib/early-input.ts).
      whenHydrated(recordEarlyInput(root));
      // A transition: React hydrates in slices, yielding to the browser between them (decision 113).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <App dehydratedState={rendered} />
          </StrictMode>,
        );
      });
    } else {
      // The service worker's shell (offline, repeat visits), a page the server did not render, another
      // language than the server's, or a page module that failed to load: the browser renders it (and
      // shows that failure: RouteError). The server's page, if any, stays until React's first commit replaces
      // it: emptied now, the start-up screen would come back over a page the visitor already saw
      // (index.html, src/app/global.css).
      // A transition: React renders the first page in slices, yielding to the browser between them, instead
      // of one long task on a slow phone (the HTML's own start-up screen shows meanwhile).
      const reactRoot = createRoot(root);
      startTransition(() =>
        reactRoot.render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      );
    }
    // After the first paint: the worker does not compete with the page's own start. The datasets of "Simpan
    // untuk offline" load when a save or a search on the device needs them (decision 112), not here.
    // A chunk lost on a patchy connection is tried again later (src/lib/load-with-retry.ts), not a page error.
    whenIdle(
      () =>
        void loadWithRetry(
          () => import('./offline/register-service-worker').then((worker) => worker.registerServiceWorker()),
          60_000,
          'sw',
        ),
    );
  } catch (error) {
    // The catalog chunk (or the page's own) failed: reload once; otherwise a bilingual retry line (no catalog to translate with).
    console.error('[start] failed to load the language catalog or the page:', error);
    if (!reloadOnce()) {
      root.innerHTML =
        '<p style="padding:2rem;font-family:system-ui">Gagal memuat situs / The site failed to load. ' +
        '<a href="">Coba lagi / Try again</a></p>';
    }
  }
}

/**
 * The query cache the server rendered `#root` from, when it rendered it in the visitor's language
 * (docs/decisions/113-first-screen.md); the data block is read once and removed.
 */
function serverRendered(root: HTMLElement, lang: string): DehydratedState | undefined {
  const block = document.getElementById(SSR_STATE_ELEMENT_ID);
  block?.remove();
  if (!block?.textContent || root.getAttribute(SSR_LANG_ATTRIBUTE) !== lang) return undefined;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return undefined; // a broken block: the browser renders the page itself
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A microtask: it runs as soon as this module has been evaluated, with a fresh stack.
queueMicrotask(() => void start(root));
