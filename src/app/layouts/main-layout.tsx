import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { DeferredSection } from '@/components/deferred-section';
import { Header } from '../header/header';
import { HydrationBoundary } from '@/lib/use-hydrated';
import { SkipLink } from './skip-link';

// The footer is below the fold on every page: it loads near the viewport or once the page is idle, not
// as part of the shell's initial JS (decision 112).
const Footer = lazy(() => import('../footer/footer').then((m) => ({ default: m.Footer })));

/** Header + page + footer: the 44 routes of the main layout (docs/product.md §2). */
export function MainLayout() {
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
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </DeferredSection>
    </>
  );
}
