import { fileURLToPath } from 'node:url';
import { compileCatalogModule } from './lingui-catalog.mjs';
import { compileLinguiMacros, usesLinguiMacro } from './lingui-macro.mjs';

// Node module-customization hook (build/register.mjs): after tsx has turned a TypeScript file of ours
// into JavaScript, compile the Lingui macros it imports; `.po` catalogs load compiled.
export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.po')) {
    return { format: 'module', source: await compileCatalogModule(fileURLToPath(url)), shortCircuit: true };
  }
  const result = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || !/\.tsx?(\?.*)?$/.test(url) || result.source == null) return result;
  const source = typeof result.source === 'string' ? result.source : Buffer.from(result.source).toString('utf8');
  if (!usesLinguiMacro(source)) return result;
  return { ...result, source: await compileLinguiMacros(source, fileURLToPath(url).replace(/\.tsx?$/, '.js')) };
}
