import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { routeMetaPlugin } from './build/route-meta-plugin';
import { webManifest } from './build/web-manifest';
import { parseConfig } from './src/lib/config-schema';
import { stylesheetsAfterContentPlugin } from './build/index-html';
import { mantineHoistedStylesPlugin, mantineStylesPlugin } from './build/mantine-css';
import { stripEndpointDocs } from './build/strip-endpoint-docs';
import { mantineReactIdPlugin } from './build/mantine-use-id';

/** `@/…` imports resolve under src/ (tsconfig.base.json's paths). */
export const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/** A module of src/contract (or a collection's `*-terms.ts`) that does not import zod. */
const zodFreeContractModule = (id: string) =>
  /[\\/]src[\\/]contract[\\/]([^\\/]+|collections[\\/][^\\/]+-terms)\.ts$/.test(id) && !/from 'zod'/.test(fs.readFileSync(id, 'utf8'));

// BUILD_DIR lets parallel work build side by side (default dist/).
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ mode }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
    // VITE_* settings (.env files and the environment), validated here: a bad value fails the build.
    __APP_CONFIG__: JSON.stringify(parseConfig(loadEnv(mode, process.cwd(), 'VITE_'))),
  },
  // REACT_PROFILING=1: React's profiling build, whose performance tracks name what scheduled each render
  // (bench/trace-startup.mjs prints them). For diagnosis only; never the shipped build.
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${srcDir}/` },
      ...(process.env.REACT_PROFILING === '1' ? [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] : []),
    ],
  },
  plugins: [
    // Mantine's CSS: imported with each component, one cascade-layer order (docs/decisions/180-looks-that-hold.md).
    mantineStylesPlugin(),
    mantineHoistedStylesPlugin(), // responsive styles in the head, not in the body (build/mantine-css.ts)
    stripEndpointDocs(), // the declarations' server-only fields stay out of the browser (docs/decisions/200)
    mantineReactIdPlugin(), // Mantine's ids stay React's after hydrating: no second render to swap them (build/mantine-use-id.ts)
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
    routeMetaPlugin(), // route titles/descriptions for the server's <head> (decision 120)
    stylesheetsAfterContentPlugin(), // the start-up screen paints before the CSS arrives (decision 112)
    VitePWA({
      strategies: 'injectManifest',
      // The worker's own folder and tsconfig (WebWorker only): docs/decisions/200-code-structure.md.
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,webmanifest}'],
        // Store screenshots are for the install sheet only: not worth precaching. The staff studio is never
        // precached by the public worker (docs/decisions/250-staff-studio.md).
        globIgnores: ['screenshots/**', 'studio.html', 'assets/studio-*'],
        // The worker imports the endpoint declarations too (its cache classes): the same stripping, in a new
        // instance (the worker's build must not share plugin instances with the app's).
        buildPlugins: { vite: [stripEndpointDocs()] },
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: `${buildDir}/web`,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the shell imports statically: one file instead of ~50 (HTTP/1.1 fetches 6 at a time).
            { name: 'shell', tags: ['$initial'], priority: 10 },
            // zod with its CSP setting (src/lib/zod-config.ts: jitless, no eval probe): in one chunk, the
            // setting runs as zod loads, before any contract module (they import this chunk) builds a schema.
            // The contracts stay with their pages: each builds only the schemas it uses.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/, priority: 8 },
            // A contract module without zod (constants, pure functions: `*-terms.ts`, `hours-terms.ts`…) in a chunk
            // of its own, never merged into the chunk of a schema module that imports it: a page that uses it
            // must not load zod with it (docs/decisions/113-first-screen.md; scripts/check-bundle.mjs checks).
            { name: (id) => path.basename(id, '.ts'), test: zodFreeContractModule, priority: 7 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
}));
