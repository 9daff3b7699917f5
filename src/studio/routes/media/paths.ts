import { STUDIO_BASE } from '@/studio/lib/paths';

// The media library page (docs/decisions/260-studio-media-and-csv.md): everyone who may upload files.
export const mediaPaths = {
  page: () => `${STUDIO_BASE}/media`,
  /** The page with one medium's drawer open. */
  one: (id: string) => `${STUDIO_BASE}/media?open=${encodeURIComponent(id)}`,
};
export const mediaRoutes = { page: `${STUDIO_BASE}/media` };
