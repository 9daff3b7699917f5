import { STUDIO_BASE } from '@/studio/lib/paths';

// The personal-data page (docs/decisions/320-personal-data.md): admin only.
export const privacyPaths = { page: () => `${STUDIO_BASE}/privacy` };
export const privacyRoutes = { page: `${STUDIO_BASE}/privacy` };
