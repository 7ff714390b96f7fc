import type { TAuthDeps } from '#/modules/auth/index.ts';

/** What the second-factor use cases need from the app; routes pass `app` itself. */
export type TSecondFactorDeps = TAuthDeps;
