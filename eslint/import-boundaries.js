import path from 'node:path';

// Import direction of docs/architecture.md §2, checked on relative imports (the repo uses no path aliases):
// shared (api, components, config, lib, offline, contract) → features → app; features never import each
// other; the browser code and the server meet only in src/contract.
const SRC = path.resolve(import.meta.dirname, '..', 'src');
const SHARED = new Set(['api', 'components', 'config', 'lib', 'offline', 'contract', 'locales']);

/** The layer of a file under src/: { layer, feature? }, or undefined outside src. */
function layerOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { layer: 'features', feature: second };
  if (top === 'app' || top === 'server' || top === 'test' || top === 'sw' || top === 'studio') return { layer: top, file: rel.split(path.sep).join('/') };
  if (SHARED.has(top)) return { layer: top === 'contract' ? 'contract' : 'shared', top };
  return { layer: 'entry' }; // main.tsx
}

function violation(from, to) {
  if (to.layer === 'test' || from.layer === 'test' || (from.layer === 'entry' && to.layer !== 'studio')) return undefined;
  if (from.layer === 'server') return ['app', 'features', 'shared', 'entry', 'studio'].includes(to.layer) ? 'the server imports only src/contract from the browser side' : undefined;
  if (to.layer === 'server') return 'browser code must not import the server';
  // The service worker (docs/decisions/230-the-service-worker-folder.md): its own entry, sharing only the
  // contract and the outbox/cache modules of src/offline with the page; the page never imports it.
  if (from.layer === 'sw') return to.layer === 'sw' || to.layer === 'contract' || to.top === 'offline' ? undefined : 'the service worker imports only src/sw, src/contract and src/offline';
  if (to.layer === 'sw') return 'only the service worker imports src/sw (share code through src/offline or src/contract)';
  // The staff studio is a bundle of its own (docs/decisions/255-studio-bundle-and-libraries.md): nothing else
  // imports it, and it builds on the shared layers and the contract only (the app's theme aside).
  if (to.layer === 'studio') return from.layer === 'studio' ? undefined : 'only the studio imports src/studio (it is its own bundle)';
  if (from.layer === 'studio') return to.layer === 'shared' || to.layer === 'contract' || to.file?.replace(/\.tsx?$/, '') === 'app/theme' ? undefined : 'the studio imports only src/studio, the shared layers, src/contract and src/app/theme.ts';
  if (from.layer === 'contract' && to.layer !== 'contract') return 'src/contract is the bottom layer';
  if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app')) return 'shared code must not import features or app';
  if (from.layer === 'features' && to.layer === 'app') return 'features must not import app';
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `feature "${from.feature}" must not import feature "${to.feature}" (compose them in src/app)`;
  }
  return undefined;
}

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction shared → features → app (docs/architecture.md §2)' },
    schema: [],
    messages: { boundary: 'Import of "{{source}}" breaks the layering: {{reason}}.' },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source));
      const reason = to && violation(from, to);
      if (reason) context.report({ node, messageId: 'boundary', data: { source, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
