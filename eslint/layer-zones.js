import fs from 'node:fs';

// The import direction of docs/architecture.md §2 as `import-x/no-restricted-paths` zones: shared (api,
// components, config, lib, offline, locales) → features → app; features never import each other; the
// browser code and the server meet only in src/contract; the service worker and the studio are bundles of
// their own. src/test (test helpers) is outside the layers.
const features = fs
  .readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const shared = ['./src/api', './src/components', './src/config', './src/lib', './src/offline'];
const browser = ['./src/app', './src/features', './src/studio', './src/main.tsx', './src/entry-server.tsx', ...shared];

export const layerZones = [
  { target: './src/server', from: [...browser, './src/sw'], message: 'the server imports only src/contract from the browser side' },
  { target: [...browser, './src/sw', './src/contract'], from: './src/server', message: 'browser code must not import the server' },
  {
    target: './src/sw',
    from: ['./src/app', './src/features', './src/studio', './src/api', './src/components', './src/config', './src/lib'],
    message: 'the service worker imports only src/sw, src/contract and src/offline',
  },
  {
    target: ['./src/app', './src/features', './src/contract', ...shared],
    from: './src/sw',
    message: 'only the service worker imports src/sw',
  },
  {
    target: ['./src/app', './src/features', './src/contract', ...shared],
    from: './src/studio',
    message: 'only the studio imports src/studio (its own bundle)',
  },
  {
    target: './src/studio',
    from: ['./src/features', './src/app'],
    except: ['./theme.ts'],
    message: 'the studio imports only the shared layers, src/contract and src/app/theme.ts',
  },
  { target: './src/contract', from: [...browser, './src/sw'], message: 'src/contract is the bottom layer' },
  { target: shared, from: ['./src/features', './src/app'], message: 'shared code must not import features or app' },
  { target: './src/features', from: './src/app', message: 'features must not import app' },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: `feature "${f}" must not import another feature (compose them in src/app)`,
  })),
];
