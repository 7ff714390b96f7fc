import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LICENCE_MSG, LICENCE_SUBMIT_KINDS } from '@resonate/contracts/onboarding/licence';
import {
  GET_LICENCE_STANDING,
  LICENCE_SUBMIT_ENDPOINTS,
  LICENSE_INFO,
  SUBMIT_LICENSE_KEY,
  VALIDATE_LICENSE_KEY,
  VERIFY_LICENSE_KEY,
} from '@resonate/contracts/onboarding/licence-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { getLicenceInfo } from './get-licence-info.ts';
import { previewLicenceKey, submitLicenceKey } from './licence-key-use-cases.ts';
import { getLicenceStanding } from './standing/get-licence-standing.ts';

/** Per address: a person pastes a key a few times; nobody needs to try thousands. */
const VALIDATE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const SUBMIT_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };

/**
 * Licence keys (account-activate, license-info renewal) and licence information. The submit
 * endpoints serve onboarding (a `q`, no session) and renewal (a session), so their session
 * check is optional: a stale token left in the browser must not block an onboarding q.
 */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // The submits' session, when one is sent: guarded as their definition says.
  const requireSession = app.requireAuth({ feature: SUBMIT_LICENSE_KEY.feature ?? undefined });
  const authErrors = new WeakMap<FastifyRequest, unknown>();
  const optionalSession: onRequestAsyncHookHandler = async function (request, reply) {
    if (typeof request.headers.accesstoken !== 'string') return;
    try {
      await requireSession.call(this, request, reply);
    } catch (error) {
      authErrors.set(request, error);
    }
  };
  const targetOf = (
    request: FastifyRequest,
    body: { q?: string | undefined; companyClientId?: number | undefined },
  ) => ({
    q: body.q,
    companyClientId: body.companyClientId,
    auth: request.auth,
    authError: authErrors.get(request),
  });

  addEndpoint(
    app,
    VALIDATE_LICENSE_KEY,
    async (body, request) => {
      const data = await previewLicenceKey(app, targetOf(request, body), body.licenseKey);
      return { status: true, message: LICENCE_MSG.valid, data };
    },
    VALIDATE_LIMIT,
  );

  addEndpoint(
    app,
    VERIFY_LICENSE_KEY,
    async ({ licenseKey, companyClientId }, request) => {
      const target = { companyClientId, auth: authOf(request) };
      const data = await previewLicenceKey(app, target, licenseKey);
      return { status: true, message: LICENCE_MSG.valid, data };
    },
    VALIDATE_LIMIT,
  );

  for (const kind of LICENCE_SUBMIT_KINDS) {
    addEndpoint(
      app,
      LICENCE_SUBMIT_ENDPOINTS[kind],
      async (
        input: { licenseKey: string; q?: string | undefined; companyClientId?: number },
        request,
      ) => {
        const data = await submitLicenceKey(app, kind, targetOf(request, input), input.licenseKey);
        return { status: true, message: LICENCE_MSG.activated, data };
      },
      { ...SUBMIT_LIMIT, onRequest: optionalSession },
    );
  }

  addEndpoint(app, LICENSE_INFO, async (_body, request) => {
    const data = await getLicenceInfo(app, authOf(request));
    return { status: true, message: 'Licence information', data };
  });

  addEndpoint(app, GET_LICENCE_STANDING, async (_body, request) => {
    const data = await getLicenceStanding(app, authOf(request));
    return { status: true, message: 'Licence standing', data };
  });
};

export default licenceRoutes;
