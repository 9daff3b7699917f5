import { Outlet } from 'react-router';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import { SkipLink } from './skip-link';

/** Header + page + footer: the 44 routes of the main layout (spec §2). */
export function MainLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} data-layout="main" style={{ minHeight: '60vh' }}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
