import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { parseConfig } from './src/lib/config-schema';
import { srcDir } from './vite.config';
import { stripEndpointDocs } from './build/strip-endpoint-docs';
import { mantineHoistedStylesPlugin } from './build/mantine-css';

// The server's build of the app (docs/decisions/113-first-screen.md): src/entry-server.tsx
// with the same components, Lingui transform and build configuration as the browser's build (vite.config.ts),
// so what the server renders is what the browser hydrates. Written into the web build's `.ssr/` folder (a dot
// folder: never served, like `.seo/`), beside the build it belongs to; packages stay in node_modules.
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ mode }) => ({
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'ssr'),
    __APP_CONFIG__: JSON.stringify(parseConfig(loadEnv(mode, process.cwd(), 'VITE_'))),
  },
  resolve: { alias: [{ find: /^@\//, replacement: `${srcDir}/` }] },
  plugins: [mantineHoistedStylesPlugin(), stripEndpointDocs(), react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  // Mantine is bundled (other packages stay in node_modules) so its responsive styles render as the browser's
  // build renders them: hoisted (build/mantine-css.ts).
  ssr: { noExternal: ['@mantine/core'] },
  // CSS is the browser build's: the server build only needs the CSS modules' class names, which Vite derives
  // from the same files in both builds.
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: `${buildDir}/web/.ssr`,
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
    target: 'node22',
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
}));
