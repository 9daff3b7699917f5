import { STUDIO_BASE } from '@/studio/lib/paths';

// Provinces and cities: import and export (docs/decisions/250-staff-studio.md, "Regions"): administrators.
export const regionsPaths = { page: () => `${STUDIO_BASE}/regions` };
export const regionsRoutes = { page: `${STUDIO_BASE}/regions` };
