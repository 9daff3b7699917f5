import { STUDIO_BASE } from '@/studio/lib/paths';

// The inbox's pages (docs/decisions/310-submissions-in-the-studio.md): the list (its filters in the query string), one submission,
// and the caller's own mail setting (docs/decisions/310-submissions-in-the-studio.md).
export const inboxPaths = {
  list: (search = '') => `${STUDIO_BASE}/inbox${search ? `?${search.replace(/^\?/, '')}` : ''}`,
  detail: (id: string) => `${STUDIO_BASE}/inbox/${encodeURIComponent(id)}`,
  notify: () => `${STUDIO_BASE}/inbox/notifications`,
  /** Second warranty claims waiting for a decision (docs/decisions/133). */
  claims: () => `${STUDIO_BASE}/inbox/warranty-claims`,
};

export const inboxRoutes = {
  list: `${STUDIO_BASE}/inbox`,
  detail: `${STUDIO_BASE}/inbox/:id`,
  notify: `${STUDIO_BASE}/inbox/notifications`,
  claims: `${STUDIO_BASE}/inbox/warranty-claims`,
};
