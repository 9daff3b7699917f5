import { STUDIO_BASE } from '@/studio/lib/paths';

// A staff member's own account security (docs/decisions/130-accounts-and-sessions.md): the account page inside the
// studio, the two password-reset pages outside it (no session). The reset link's token rides in the fragment.
export const accountPaths = {
  page: () => `${STUDIO_BASE}/account`,
  forgot: () => `${STUDIO_BASE}/forgot-password`,
  reset: () => `${STUDIO_BASE}/reset-password`,
};
export const accountRoutes = { page: accountPaths.page(), forgot: accountPaths.forgot(), reset: accountPaths.reset() };
