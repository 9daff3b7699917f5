import type { ContractModuleName, ContractModules, SchemaOf, SchemaRef } from './define';

// The browser's way from a declaration's schema name to the schema, loading its contract module beside
// the request (docs/decisions/200). The header's modules (catalogue, site: its four reads, decision 113)
// load straight from the shell; the others through the loader map, a small chunk of its own, so the
// shell's initial JS stays as it was. The server resolves names statically (src/server/routes/endpoint-route.ts).

type Loaders = { [M in ContractModuleName]?: () => Promise<ContractModules[M]> };
const SHELL_LOADERS: Loaders = {
  catalogue: () => import('../catalogue'),
  site: () => import('../site'),
};

let allLoaders: Promise<Loaders> | undefined;
/** Starts loading the loader map (at start-up); a failed load is forgotten, so the next read tries again. */
export const preloadContractLoaders = (): Promise<Loaders> =>
  (allLoaders ??= import('./schema-loaders')
    .then((m) => m.LOADERS)
    .catch((error: unknown) => {
      allLoaders = undefined;
      throw error;
    }));

/** The schema a declaration names (the name is type-checked), loading its contract module on first need. */
export async function loadContractSchema<R extends SchemaRef>(ref: R): Promise<SchemaOf<R>> {
  const [name, schema] = ref.split('.') as [ContractModuleName, string];
  const module = await (SHELL_LOADERS[name] ?? (await preloadContractLoaders())[name])!();
  return (module as Record<string, unknown>)[schema] as SchemaOf<R>;
}
