import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { parseConfig } from './src/lib/config-schema';
import { srcDir } from './vite.config';
import { mantineStylesPlugin } from './build/mantine-css';
import { stripEndpointDocs } from './build/strip-endpoint-docs';

// The staff studio (studio.html, src/studio): a build pass of its own after the public one, into the same
// dist/web, every file named studio-* (docs/decisions/250-staff-studio.md). The public build
// (vite.config.ts) never sees a studio module, so its shell, chunks and precache list are what they were;
// the public service worker's manifest is computed before these files exist (and ignores them anyway).
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ mode }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
    __APP_CONFIG__: JSON.stringify(parseConfig(loadEnv(mode, process.cwd(), 'VITE_'))),
  },
  resolve: { alias: [{ find: /^@\//, replacement: `${srcDir}/` }] },
  plugins: [
    mantineStylesPlugin(), // per-component Mantine CSS in one layer order (decision 180)
    stripEndpointDocs(),
    react(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    lingui(),
  ],
  publicDir: false, // public/ is copied by the public build
  build: {
    outDir: `${buildDir}/web`,
    emptyOutDir: false, // the public build is already there
    sourcemap: true, // never served (decision 110); scripts/check-bundle.mjs reads the public ones
    target: 'es2022',
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      input: { studio: 'studio.html' },
      output: {
        entryFileNames: 'assets/studio-[name]-[hash].js',
        chunkFileNames: 'assets/studio-[name]-[hash].js',
        assetFileNames: 'assets/studio-[name]-[hash][extname]',
      },
    },
  },
}));
