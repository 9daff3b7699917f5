import { transformAsync } from '@babel/core';
import { compileCatalogModule } from './lingui-catalog.mjs';

// Lingui's macros (`msg`, `t` from @lingui/core/macro) compiled for code that Vite does not build: the
// server's esbuild bundle (scripts/build-server.mjs) and TypeScript run through tsx (`npm run dev`, the
// operator commands: build/register.mjs). Vite's builds and Vitest use Lingui's own Babel preset
// (vite.config.ts); this is the same Babel plugin, so ids are the ones `lingui extract` writes.

/** Only files that import a macro are transformed (the same test Lingui's Vite preset uses). */
export const usesLinguiMacro = (code) => /from\s*['"]@lingui\/(?:core|react)\/macro['"]/.test(code);

/** The source with its macros compiled; TypeScript and JSX syntax pass through untouched. */
export async function compileLinguiMacros(code, filename) {
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: 'inline',
    parserOpts: { plugins: filename.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  });
  if (!result?.code) throw new Error(`Lingui macros: no output for ${filename}`);
  return result.code;
}

/** esbuild plugin: compiles the macros of every TypeScript file that imports them, and `.po` catalogs. */
export const linguiEsbuild = () => ({
  name: 'lingui',
  setup(build) {
    build.onLoad({ filter: /\.po$/ }, async (args) => ({ contents: await compileCatalogModule(args.path), loader: 'js' }));
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!usesLinguiMacro(source)) return undefined;
      return { contents: await compileLinguiMacros(source, args.path), loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
});
