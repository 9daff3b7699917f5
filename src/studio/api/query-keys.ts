import type { CollectionKey } from '@/contract/collections/fields';

// The studio's one query-key factory (docs/architecture.md §5). The studio's client is never persisted:
// staff data stays in memory and goes with the tab or the logout (docs/decisions/250-staff-studio.md).
export type EntityListFilters = {
  q?: string;
  page: number;
  per_page: number;
  status?: string;
  sort: string;
  /** Only those not confirmed within the collection's `confirms.staleDays` (dealers, service centres). */
  unconfirmed?: boolean;
  /** Only those whose draft lacks English texts. */
  missingEn?: boolean;
  /** Only those pointing at these entries: `brand_id:3,category_id:2` (the list endpoint's `ref`). */
  ref?: string;
  /** The columns shown (the list endpoint's `cols`): their field values come with the rows. */
  cols?: string;
};
/** The media page's and the picker's query (GET studio/media). */
export type MediaFilters = {
  q?: string;
  kind?: 'image' | 'pdf';
  usage?: 'used' | 'unused';
  missing_alt?: '1';
  page: number;
  per_page: number;
};
export type AuditFilters = { page: number; collection?: string; staff_id?: number; entity_id?: string };

export const studioKeys = {
  all: ['studio'] as const,
  session: () => [...studioKeys.all, 'session'] as const,
  collections: () => [...studioKeys.all, 'collections'] as const,
  entities: (collection: CollectionKey) => [...studioKeys.all, 'entities', collection] as const,
  entityList: (collection: CollectionKey, filters: EntityListFilters) => [...studioKeys.entities(collection), 'list', filters] as const,
  entity: (collection: CollectionKey, id: number) => [...studioKeys.entities(collection), 'one', id] as const,
  versions: (collection: CollectionKey, id: number) => [...studioKeys.entity(collection, id), 'versions'] as const,
  listViews: (collection: CollectionKey) => [...studioKeys.all, 'list-views', collection] as const,
  staff: () => [...studioKeys.all, 'staff'] as const,
  audit: (filters: AuditFilters) => [...studioKeys.all, 'audit', filters] as const,
  media: (id: string) => [...studioKeys.all, 'media', id] as const,
  mediaLists: () => [...studioKeys.all, 'media-list'] as const,
  mediaList: (filters: MediaFilters) => [...studioKeys.mediaLists(), filters] as const,
  dashboard: () => [...studioKeys.all, 'dashboard'] as const,
};
