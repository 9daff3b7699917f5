import { STUDIO_BASE } from '@/studio/lib/paths';

// The permissions page (docs/decisions/250-staff-studio.md): admin only.
export const permissionsPaths = { page: () => `${STUDIO_BASE}/permissions` };
export const permissionsRoutes = { page: `${STUDIO_BASE}/permissions` };
