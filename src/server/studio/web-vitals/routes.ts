import { studioWebVitals } from '@/contract/endpoints/web-vitals';
import { WEB_VITALS_SAMPLE_RATE, WEB_VITALS_WINDOWS } from '@/contract/web-vitals-terms';
import { webVitalsSummary } from '@/server/repositories/web-vitals';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { staffOnly } from '../guard';

// The studio's real-user measurement report (docs/decisions/111-measuring.md): marketing and admin, never cached.
export default async function studioWebVitalsRoutes(app: App) {
  registerEndpoint(
    app,
    studioWebVitals,
    async (request) => ({
      data: {
        sample_rate: WEB_VITALS_SAMPLE_RATE,
        windows: await Promise.all(
          WEB_VITALS_WINDOWS.map(async (days) => ({ days, rows: await webVitalsSummary(app.db, days, request.query.visit) })),
        ),
      },
    }),
    { preValidation: staffOnly(['marketing']) },
  );
}
