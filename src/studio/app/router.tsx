import { createBrowserRouter, Navigate } from 'react-router';
import { studioRoutes } from '../lib/paths';
import { accountRoutes } from '../routes/account/paths';
import { privacyRoutes } from '../routes/privacy/paths';
import { permissionsRoutes } from '../routes/permissions/paths';
import { inboxRoutes } from '../routes/inbox/paths';
import { lotteryRoutes } from '../routes/lottery/paths';
import { webVitalsRoutes } from '../routes/web-vitals/paths';
import { mediaRoutes } from '../routes/media/paths';
import { regionsRoutes } from '../routes/regions/paths';
import { StudioLayout } from '../components/studio-layout';
import { LoginPage } from '../routes/login-page';
import { PageLoader, RouteError } from '../components/page-states';

// The studio's pages (docs/decisions/250-staff-studio.md): the login page, then everything else inside the
// signed-in layout. The editor (Tiptap, dates, uploads) and the admin pages load on first visit.
export function createStudioRouter() {
  return createBrowserRouter([
    { path: studioRoutes.login, element: <LoginPage />, errorElement: <RouteError /> },
    {
      path: accountRoutes.forgot,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      lazy: async () => ({ Component: (await import('../routes/account/forgot-password-page')).ForgotPasswordPage }),
    },
    {
      path: accountRoutes.reset,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      lazy: async () => ({ Component: (await import('../routes/account/reset-password-page')).ResetPasswordPage }),
    },
    {
      element: <StudioLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: studioRoutes.home, lazy: async () => ({ Component: (await import('../routes/home-page')).HomePage }) },
        { path: studioRoutes.list, lazy: async () => ({ Component: (await import('../routes/collection-list-page')).CollectionListPage }) },
        { path: studioRoutes.create, lazy: async () => ({ Component: (await import('../routes/entity-editor-page')).EntityEditorPage }) },
        { path: studioRoutes.edit, lazy: async () => ({ Component: (await import('../routes/entity-editor-page')).EntityEditorPage }) },
        { path: studioRoutes.staff, lazy: async () => ({ Component: (await import('../routes/staff-page')).StaffPage }) },
        {
          path: permissionsRoutes.page,
          lazy: async () => ({ Component: (await import('../routes/permissions/permissions-page')).PermissionsPage }),
        },
        { path: studioRoutes.audit, lazy: async () => ({ Component: (await import('../routes/audit-page')).AuditPage }) },
        { path: studioRoutes.import, lazy: async () => ({ Component: (await import('../routes/import-page')).ImportPage }) },
        { path: regionsRoutes.page, lazy: async () => ({ Component: (await import('../routes/regions/regions-page')).RegionsPage }) },
        { path: accountRoutes.page, lazy: async () => ({ Component: (await import('../routes/account/account-page')).AccountPage }) },
        { path: privacyRoutes.page, lazy: async () => ({ Component: (await import('../routes/privacy/privacy-page')).PrivacyPage }) },
        { path: inboxRoutes.list, lazy: async () => ({ Component: (await import('../routes/inbox/inbox-list-page')).InboxListPage }) },
        { path: inboxRoutes.notify, lazy: async () => ({ Component: (await import('../routes/inbox/notify-page')).NotifyPage }) },
        {
          path: inboxRoutes.claims,
          lazy: async () => ({ Component: (await import('../routes/inbox/warranty-claims-page')).WarrantyClaimsPage }),
        },
        {
          path: inboxRoutes.detail,
          lazy: async () => ({ Component: (await import('../routes/inbox/inbox-detail-page')).InboxDetailPage }),
        },
        { path: lotteryRoutes.page, lazy: async () => ({ Component: (await import('../routes/lottery/lottery-page')).LotteryPage }) },
        {
          path: webVitalsRoutes.page,
          lazy: async () => ({ Component: (await import('../routes/web-vitals/web-vitals-page')).WebVitalsPage }),
        },
        { path: mediaRoutes.page, lazy: async () => ({ Component: (await import('../routes/media/media-page')).MediaPage }) },
        { path: `${studioRoutes.home}/*`, element: <Navigate to={studioRoutes.home} replace /> },
      ],
    },
  ]);
}
