import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_IDS } from '@resonate/contracts/features';
import {
  LICENCE_MSG,
  ZCompanySubmitLicenseKeyRequestSchema,
  ZLicenceKeyPreviewResponseSchema,
  ZLicenceSubmitResponseSchema,
  ZLicenseInfoResponseSchema,
  ZSubmitLicenseKeyRequestSchema,
  ZValidateLicenseKeyRequestSchema,
  ZVerifyLicenseKeyRequestSchema,
  type TLicenceSubmitKind,
} from '@resonate/contracts/onboarding/licence';
import { ZLicenceStandingResponseSchema } from '@resonate/contracts/onboarding/licence-standing';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getLicenceInfo } from './get-licence-info.ts';
import { previewLicenceKey, submitLicenceKey } from './licence-key-use-cases.ts';
import { getLicenceStanding } from './standing/get-licence-standing.ts';

const tags = ['licence'];
const security = [{ accessToken: [] }];
const feature = FEATURE_IDS.invoiceList;
/** Per address: a person pastes a key a few times; nobody needs to try thousands. */
const VALIDATE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const SUBMIT_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };

/**
 * Licence keys (account-activate, license-info renewal) and licence information. The submit
 * endpoints serve onboarding (a `q`, no session) and renewal (a session), so their session
 * check is optional: a stale token left in the browser must not block an onboarding q.
 */
const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireSession = app.requireAuth({ feature });
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

  app.post(
    '/api/ValidateLicenseKey',
    {
      config: VALIDATE_LIMIT,
      schema: {
        tags,
        summary: 'Checks a licence key for the onboarding account of q, without applying it',
        body: ZValidateLicenseKeyRequestSchema,
        response: { 200: ZLicenceKeyPreviewResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await previewLicenceKey(
        app,
        targetOf(request, request.body),
        request.body.licenseKey,
      );
      return { status: true, message: LICENCE_MSG.valid, data };
    },
  );

  app.post(
    '/api/VerifyLicenseKey',
    {
      onRequest: requireSession,
      config: VALIDATE_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Checks a renewal key for the signed-in account (or a brand of its agency)',
        body: ZVerifyLicenseKeyRequestSchema,
        response: { 200: ZLicenceKeyPreviewResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { licenseKey, companyClientId } = request.body;
      const target = { companyClientId, auth: authOf(request) };
      const data = await previewLicenceKey(app, target, licenseKey);
      return { status: true, message: LICENCE_MSG.valid, data };
    },
  );

  const submitRoute = (url: string, endpoint: TLicenceSubmitKind, summary: string) => {
    const body =
      endpoint === 'company'
        ? ZCompanySubmitLicenseKeyRequestSchema
        : ZSubmitLicenseKeyRequestSchema;
    app.post(
      url,
      {
        onRequest: optionalSession,
        config: SUBMIT_LIMIT,
        schema: {
          tags,
          // No `security`: the session is optional (onboarding sends q instead).
          summary,
          body,
          response: { 200: ZLicenceSubmitResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const input = request.body as { licenseKey: string; q?: string; companyClientId?: number };
        const data = await submitLicenceKey(
          app,
          endpoint,
          targetOf(request, input),
          input.licenseKey,
        );
        return { status: true, message: LICENCE_MSG.activated, data };
      },
    );
  };
  submitRoute(
    '/api/SubmitLicenseKey',
    'standard',
    'Applies a licence key: the onboarding account of q, or renews the signed-in account',
  );
  submitRoute(
    '/api/AgencySubmitLicenseKey',
    'agency',
    'Applies an agency licence key; the account becomes an agency that sets up its brands',
  );
  submitRoute(
    '/api/CompanySubmitLicenseKey',
    'company',
    "Applies a licence key to a brand: the brand's q, or its agency admin naming it",
  );

  app.post(
    '/api/LicenseInfo',
    {
      onRequest: requireSession,
      schema: {
        tags,
        security,
        summary: 'The licence of the signed-in account: type, validity, seats, channels, history',
        response: { 200: ZLicenseInfoResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getLicenceInfo(app, authOf(request));
      return { status: true, message: 'Licence information', data };
    },
  );

  app.post(
    '/api/Licence/GetStanding',
    {
      // Every user: the banner of the grace period and of a lapsed licence is on every page.
      onRequest: app.requireAuth(),
      schema: {
        tags,
        security,
        summary: 'Whether the licence of the working company is active, in grace or lapsed',
        response: { 200: ZLicenceStandingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getLicenceStanding(app, authOf(request));
      return { status: true, message: 'Licence standing', data };
    },
  );
};

export default licenceRoutes;
