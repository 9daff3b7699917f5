import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

// A `.po` catalog compiled to an ES module (`export const messages = …`) the way @lingui/vite-plugin does
// it, for the code Vite does not build: the server's esbuild bundle and TypeScript run through tsx.

let catalogs;
export async function compileCatalogModule(file) {
  const config = getConfig();
  catalogs ??= await getCatalogs(config);
  const found = getCatalogForFile(path.relative(config.rootDir, file), catalogs);
  if (!found) throw new Error(`${file} is not one of lingui.config.ts's catalogs`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
    missingBehavior: 'resolved',
  });
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'es' });
  if (errors.length) throw new Error(`${file}: ${errors.length} messages do not compile`);
  return source;
}
