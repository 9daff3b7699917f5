// Every contract module, once: its loader. The browser loads each as its own lazily loaded chunk; the
// server loads them all at start (src/server/routes/endpoint-route.ts); their types follow (define.ts). This map is
// a chunk of its own too (load-schema.ts loads it on first need), so the shell's initial JS carries only
// the loaders of the header's modules (decision 112). The service worker never imports this file.

export const LOADERS = {
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
  studioAccount: () => import('../studio/account'),
  studioDashboard: () => import('../studio/dashboard'),
  studioImport: () => import('../studio/import'),
  studioInbox: () => import('../studio/inbox'),
  studioListViews: () => import('../studio/list-views'),
  studioLottery: () => import('../studio/lottery'),
  studioMedia: () => import('../studio/media'),
  studioPermissions: () => import('../studio/permissions'),
  studioPrivacy: () => import('../studio/privacy'),
  studioRegions: () => import('../studio/regions'),
  studioWarrantyClaims: () => import('../studio/warranty-claims'),
  webVitals: () => import('../web-vitals'),
} satisfies Record<string, () => Promise<object>>;
