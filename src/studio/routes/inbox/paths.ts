import { STUDIO_BASE } from '../../lib/paths';

// The inbox's pages (docs/decisions/315-studio-inbox-ui.md): the list (its filters in the query string) and one submission.
export const inboxPaths = {
  list: (search = '') => `${STUDIO_BASE}/inbox${search ? `?${search.replace(/^\?/, '')}` : ''}`,
  detail: (id: string) => `${STUDIO_BASE}/inbox/${encodeURIComponent(id)}`,
};

export const inboxRoutes = { list: `${STUDIO_BASE}/inbox`, detail: `${STUDIO_BASE}/inbox/:id` };
