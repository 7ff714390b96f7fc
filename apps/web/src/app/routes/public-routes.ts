import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyPage } from './lazy-page';

/** Pages reachable without a session: onboarding steps that sign-in sends users to, legal. */
export const publicRoutes: RouteObject[] = [
  {
    path: paths.accountSetup.path,
    lazy: lazyPage(() => import('@/features/onboarding/routes/account-setup-page'), ['admin']),
  },
  {
    path: paths.setupComplete.path,
    lazy: lazyPage(() => import('@/features/onboarding/routes/setup-complete-page'), ['admin']),
  },
  {
    path: paths.signUp.path,
    lazy: lazyPage(() => import('@/features/onboarding/routes/sign-up-page'), ['onboarding']),
  },
  {
    path: paths.licenseType.path,
    lazy: lazyPage(() => import('@/features/onboarding/routes/license-type-page'), ['onboarding']),
  },
  {
    path: paths.accountActivate.path,
    lazy: lazyPage(() => import('@/features/onboarding/routes/account-activate-page'), ['licence']),
  },
  {
    path: paths.payment.path,
    lazy: lazyPage(() => import('@/features/onboarding/routes/payment-page'), ['onboarding']),
  },
  {
    path: paths.acceptInvitation.path,
    lazy: lazyPage(() => import('@/features/admin/routes/accept-invitation-page'), ['admin']),
  },
  {
    path: paths.privacy.path,
    lazy: lazyPage(() => import('@/features/legal/routes/privacy-page')),
  },
  { path: paths.terms.path, lazy: lazyPage(() => import('@/features/legal/routes/terms-page')) },
];
