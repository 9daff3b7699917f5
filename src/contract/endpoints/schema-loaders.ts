import type { ContractModuleName, ContractModules } from './define';

// Every contract module's loader, for the browser: each module is its own lazily loaded chunk. This map is
// a chunk of its own too (load-schema.ts loads it on first need), so the shell's initial JS carries only
// the loaders of the header's modules (decision 112). The service worker never imports this file.

export const LOADERS: { [M in ContractModuleName]: () => Promise<ContractModules[M]> } = {
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
  studio: () => import('../studio/api'),
  studioImport: () => import('../studio/import'),
  studioInbox: () => import('../studio/inbox'),
  studioLottery: () => import('../studio/lottery'),
  studioMedia: () => import('../studio/media'),
  studioPrivacy: () => import('../studio/privacy'),
};
