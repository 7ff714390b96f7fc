import type { onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { FEATURE_IDS, ROLE_DENIES_CHANGE } from '@resonate/contracts/features';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import type { TAuthContext, TFeatureAccess } from '#/modules/auth/index.ts';

const security = [{ accessToken: [] }];

/** The options every Communication/ route shares: auth, the right it needs, tags, schemas. */
export function communicationRoute<B extends z.ZodType, R extends z.ZodType>(
  onRequest: onRequestAsyncHookHandler,
  tag: string,
  summary: string,
  body: B,
  response: R,
  access?: TFeatureAccess | 'view',
) {
  return {
    onRequest,
    config: access ? { access } : {},
    schema: {
      tags: [tag],
      security,
      summary,
      body,
      response: { 200: response, ...ERROR_RESPONSES },
    },
  };
}

/**
 * For the save endpoints that create or update (declared 'view' on the route): creating needs
 * the role's create right on communications, updating its edit right.
 */
export function assertMay(auth: TAuthContext, access: TFeatureAccess): void {
  if (auth.isAccountAdmin) return;
  if (auth.grants.get(FEATURE_IDS.communications)?.[access] === false) {
    throw new AppError('FORBIDDEN', ROLE_DENIES_CHANGE);
  }
}
