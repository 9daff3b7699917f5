import { STUDIO_BASE } from '@/studio/lib/paths';

// The real-user measurement page (docs/decisions/111-measuring.md): marketing and admin.
export const webVitalsPaths = { page: () => `${STUDIO_BASE}/web-vitals` };
export const webVitalsRoutes = { page: `${STUDIO_BASE}/web-vitals` };
