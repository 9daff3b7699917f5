import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

// `node --import ./build/register.mjs file.ts`: runs our TypeScript as Vite and the server bundle build it —
// tsx for TypeScript and the `@/` alias, then Lingui's macros (build/lingui-macro.mjs). The second hook is
// registered last, so it runs first and sees tsx's JavaScript output.
registerTsx();
register('./lingui-hooks.mjs', import.meta.url);
