import { STUDIO_BASE } from '@/studio/lib/paths';

// The personal-data page (docs/decisions/321-access-and-erasure-requests.md): admin only.
export const privacyPaths = { page: () => `${STUDIO_BASE}/privacy` };
export const privacyRoutes = { page: `${STUDIO_BASE}/privacy` };
