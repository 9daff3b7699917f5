import type { CollectionKey } from '@/contract/collections/fields';
import type { ImportCollection } from '@/contract/studio/import';

// The studio's pages, every link built here (docs/decisions/250-staff-studio.md). They live under /studio, which
// the server answers with studio.html and the public service worker never serves.
export const STUDIO_BASE = '/studio';

export const studioPaths = {
  home: () => STUDIO_BASE,
  login: () => `${STUDIO_BASE}/login`,
  list: (collection: CollectionKey) => `${STUDIO_BASE}/c/${collection}`,
  create: (collection: CollectionKey) => `${STUDIO_BASE}/c/${collection}/new`,
  edit: (collection: CollectionKey, id: number) => `${STUDIO_BASE}/c/${collection}/${id}`,
  staff: () => `${STUDIO_BASE}/staff`,
  audit: () => `${STUDIO_BASE}/audit`,
  import: (collection: ImportCollection) => `${STUDIO_BASE}/import/${collection}`,
};

/** The route patterns of the pages above (react-router syntax). */
export const studioRoutes = {
  home: STUDIO_BASE,
  login: `${STUDIO_BASE}/login`,
  list: `${STUDIO_BASE}/c/:collection`,
  create: `${STUDIO_BASE}/c/:collection/new`,
  edit: `${STUDIO_BASE}/c/:collection/:id`,
  staff: `${STUDIO_BASE}/staff`,
  audit: `${STUDIO_BASE}/audit`,
  import: `${STUDIO_BASE}/import/:collection`,
};
