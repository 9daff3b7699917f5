import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { DeferredSection } from '@/components/deferred-section';
import { Header } from '../header/header';
import { HydrationBoundary, useHydrated } from '@/lib/use-hydrated';
import { previewRequested } from '@/lib/studio-preview';
import { SkipLink } from './skip-link';

// The footer is below the fold on every page: it loads near the viewport or once the page is idle, not
// as part of the shell's initial JS (decision 112).
const Footer = lazy(() => import('../footer/footer').then((m) => ({ default: m.Footer })));
// The compare tray lives on the device (docs/decisions/010-public-pages.md, /bandingkan): loaded once the page
// has hydrated, it shows itself when the tray holds a product, the last element of the page.
const CompareTray = lazy(() => import('@/features/catalogue/compare/compare-tray'));
// The device's saved list joins the visitor's account (docs/decisions/130-accounts-and-sessions.md); renders nothing.
const SavedSync = lazy(() => import('../saved-sync'));
// A studio preview tab says so, and says when its link no longer holds (src/lib/studio-preview.ts); other tabs never load it.
const PreviewBanner = lazy(() => import('./preview-banner').then((m) => ({ default: m.PreviewBanner })));

/** Header + page + footer: the 44 routes of the main layout (docs/product.md §2). */
export function MainLayout() {
  const hydrated = useHydrated();
  return (
    <>
      <SkipLink />
      <HydrationBoundary>
        <Header />
      </HydrationBoundary>
      <main id="main-content" tabIndex={-1} data-layout="main" style={{ minHeight: '60vh' }}>
        <Outlet />
      </main>
      <DeferredSection minHeight={0}>
        {/* Still coming while its code loads, as the section's own placeholder says before it (aria-busy). */}
        <Suspense fallback={<div aria-busy="true" />}>
          <Footer />
        </Suspense>
      </DeferredSection>
      {hydrated && (
        <Suspense fallback={null}>
          <CompareTray />
          <SavedSync />
          {previewRequested && <PreviewBanner />}
        </Suspense>
      )}
    </>
  );
}
