import type { ContractModuleName, ContractModules, SchemaOf, SchemaRef } from './define';

// The browser's way from a declaration's schema name to the schema: each contract module is its own
// lazily loaded chunk, so the shell's initial JS carries neither zod nor a contract (decision 112), and a
// read's schema loads beside its first request. Browser pages only: the service worker imports the
// declarations, never this file; the server resolves names statically (src/server/routes/endpoint-route.ts).

const LOADERS: { [M in ContractModuleName]: () => Promise<ContractModules[M]> } = {
  accounts: () => import('../accounts'),
  campaign: () => import('../campaign'),
  careers: () => import('../careers'),
  catalogue: () => import('../catalogue'),
  common: () => import('../common'),
  content: () => import('../content'),
  dealers: () => import('../dealers'),
  forms: () => import('../forms'),
  home: () => import('../home'),
  pickers: () => import('../pickers'),
  search: () => import('../search'),
  service: () => import('../service'),
  site: () => import('../site'),
};

/** The schema a declaration names, loading its contract module on first need. */
export async function loadContractSchema<R extends SchemaRef>(ref: R): Promise<SchemaOf<R>> {
  const dot = ref.indexOf('.');
  const module = (await LOADERS[ref.slice(0, dot) as ContractModuleName]()) as Record<string, unknown>;
  const schema = module[ref.slice(dot + 1)];
  if (schema === undefined) throw new Error(`No contract schema ${ref}`);
  return schema as SchemaOf<R>;
}
