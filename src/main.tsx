import './app/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { loadTagManager } from './lib/analytics';
import { preloadApiSchemas } from './lib/api-client';
import { config } from './lib/config';
import { activateLang, getActiveLang } from './lib/i18n';
import { installPreloadRecovery, reloadOnce } from './lib/preload-recovery';
import { markBuild, registerServiceWorker } from './offline/register-service-worker';
import { startOutbox } from './offline/outbox';
import { startOffline } from './offline/start';
import { ensureOfflineDatasets, setOfflineDatasetLoader } from './offline/offline-datasets';
import { whenIdle } from './lib/when-idle';

/**
 * The app's start, run just after this bundle's top level (below), not inside it. Anything that records
 * a stack trace (a request, a timer, a DOM write, as browser tooling does) from the bundle's top level
 * makes V8 re-parse the whole shell chunk for its source positions, ~40 ms on a fast machine and four
 * times that on a phone (docs/decisions/115-start-up-in-short-tasks.md).
 */
async function start(root: HTMLElement) {
  installPreloadRecovery();
  markBuild();
  preloadApiSchemas();
  // Install prompt, connection watch and the datasets of "Simpan untuk offline" (decision 102).
  startOffline();
  setOfflineDatasetLoader(() => import('./app/offline-datasets').then((m) => m.registerOfflineDatasets()));
  // The form outbox: replay queued submissions on start-up, on `online` and while any wait (decision 160).
  startOutbox();
  loadTagManager(config.gtmId);

  try {
    // The router starts loading the page's own chunk as it is created: alongside the language catalog,
    // not after it (the page's LCP waits on both).
    const router = createAppRouter();
    await activateLang(getActiveLang());
    // A transition: React renders the first page in slices, yielding to the browser between them, instead
    // of one long task on a slow phone (the HTML's own start-up screen shows meanwhile).
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      ),
    );
    // After the first paint: neither the worker nor the datasets' fetchers compete with the page's own start.
    whenIdle(() => {
      void registerServiceWorker();
      void ensureOfflineDatasets().catch(() => undefined);
    });
  } catch (error) {
    // The catalog chunk itself failed: reload once; otherwise a bilingual retry line (no catalog to translate with).
    console.error('[start] failed to load the language catalog:', error);
    if (!reloadOnce()) {
      root.innerHTML =
        '<p style="padding:2rem;font-family:system-ui">Gagal memuat situs / The site failed to load. ' +
        '<a href="">Coba lagi / Try again</a></p>';
    }
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A microtask: it runs as soon as this module has been evaluated, with a fresh stack.
queueMicrotask(() => void start(root));
