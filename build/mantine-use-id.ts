import type { Plugin } from 'vite';

/**
 * Mantine's `useId` (@mantine/hooks) starts from React's `useId` — the server's and the hydrating browser's agree
 * — and then, in a layout effect, swaps it for a random one. So every component with an id (inputs and their
 * labels, tabs, checkboxes, the segmented control) renders a second time, synchronously, in the task that commits
 * the hydration, and rewrites its ids in the page (~60 attribute writes on the dealer finder). On React 18 and
 * later React's id is unique within a root, which is all the ids need: this build keeps it
 * (docs/decisions/112-start-up-and-the-shell.md). A `staticId` still wins, as in Mantine's.
 */
const USE_REACT_ID = `import { useId as useReactId } from 'react';
function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
export { useId };
`;

const USE_ID_MODULE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

export function mantineReactIdPlugin(): Plugin {
  return {
    name: 'mantine-react-id',
    enforce: 'pre',
    transform(code, id) {
      if (!USE_ID_MODULE.test(id.split('?')[0] ?? id)) return undefined;
      // What is replaced must be what this file describes: a new Mantine that changed it is looked at again.
      if (!code.includes('setUuid(randomId())') || !code.includes('export { useId$1 as useId }'))
        this.error(`Mantine's use-id.mjs is not the one build/mantine-use-id.ts replaces: review it (${id})`);
      return { code: USE_REACT_ID, map: null };
    },
  };
}
