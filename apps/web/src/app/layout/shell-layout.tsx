import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CrashBoundary } from '../errors/crash-boundary';
import { Footer } from './footer/footer';
import { isAppMenuVisible, isHeaderVisible } from './header/header-rules';
import { lazyWithQueries } from '@/shared/api/lazy-with-queries';
import { useIsAuthenticated } from '@/shared/hooks/use-is-authenticated';

// Both run queries: they load with the query client's provider (the login page shows neither).
const Header = lazyWithQueries(() => import('./header/header'));
// Signed-in pages only: the login page never loads it.
const LicenceBanner = lazyWithQueries(() => import('@/features/license/components/licence-banner'));
const OverdueBanner = lazyWithQueries(
  () => import('@/features/invoices/components/overdue-banner'),
);

/** The shell around every page but the docs: header, main content and footer. */
export function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const headerVisible = isHeaderVisible(pathname);
  const authenticated = useIsAuthenticated();
  return (
    <div className={`app-shell${headerVisible ? '' : ' app-shell--bare'}`}>
      <a href="#main" className="visually-hidden-focusable app-skip-link">
        {t('app.skipToContent')}
      </a>
      <CrashBoundary resetKey={pathname}>
        {headerVisible ? (
          <Suspense fallback={<div className="app-header app-header--placeholder" />}>
            <Header />
          </Suspense>
        ) : null}
        {headerVisible && isAppMenuVisible(pathname, authenticated) ? (
          <Suspense fallback={null}>
            <LicenceBanner />
            <OverdueBanner />
          </Suspense>
        ) : null}
        <main id="main" className="app-main" tabIndex={-1}>
          {/* A page crash keeps the header, so the user can navigate away. */}
          <CrashBoundary resetKey={pathname}>
            <Outlet />
          </CrashBoundary>
        </main>
        <Footer />
      </CrashBoundary>
      <ScrollRestoration />
    </div>
  );
}
