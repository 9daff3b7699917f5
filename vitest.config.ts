import { defineConfig, mergeConfig } from 'vitest/config';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import viteConfig, { srcDir } from './vite.config';

// Three projects: browser code in happy-dom (and again under Berlin's time zone), the content API in node against a real database.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'web',
              environment: 'happy-dom',
              include: ['src/**/*.test.{ts,tsx}'],
              exclude: ['src/server/**', 'src/contract/**', 'src/**/*.berlin.test.{ts,tsx}'],
              setupFiles: ['./src/test/setup.ts'],
              // Threads start faster than the default forks: 149 s against 186 s for the suite (docs/benchmarks.md).
              // Sharing one environment between files (isolate: false) took it to 30 s, but one test then
              // depended on the order of the files: left for later.
              pool: 'threads',
            },
          },
          {
            // The same, in a browser whose zone is not Jakarta's: the studio's pickers show WIB wherever the staff
            // member is (src/studio/lib/wib.ts). A zone is read when a process starts (threads share their
            // process's), hence forks with TZ set.
            extends: true,
            test: {
              name: 'web-berlin',
              environment: 'happy-dom',
              include: ['src/**/*.berlin.test.{ts,tsx}'],
              setupFiles: ['./src/test/setup.ts'],
              pool: 'forks',
              env: { TZ: 'Europe/Berlin' },
            },
          },
          {
            resolve: { alias: [{ find: /^@\//, replacement: `${srcDir}/` }] },
            // Lingui's macros in server code (and the contract it imports), as the web project and the builds have them.
            plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
            test: {
              name: 'server',
              environment: 'node',
              include: ['src/server/**/*.test.ts', 'src/contract/**/*.test.ts', 'eslint/**/*.test.ts', 'build/**/*.test.ts'],
              globalSetup: ['./src/server/test/global-setup.ts'],
              // The operator-command tests start several processes, each compiling Lingui's macros and
              // catalogs as it loads (build/register.mjs): half a minute is too tight on a busy 2-core machine.
              testTimeout: 90_000,
              hookTimeout: 120_000,
              fileParallelism: false,
              // One module graph for all the files (the app is imported once, not 134 times): about a third of the
              // suite's time went to importing. A file that mocks a module loads the app afresh (vi.resetModules).
              isolate: false,
            },
          },
        ],
      },
    }),
  ),
);
