import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPT_IN_MSG, OPT_IN_PATHS } from '@resonate/contracts/audience/opt-in';
import { TRACKING_LIMITS } from '@resonate/contracts/campaigns/tracking';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { enqueueOptInConfirmations } from '#/jobs/opt-in-confirmation-job.ts';
import { confirmOptIn, optInAddress } from './confirm-opt-in.ts';
import {
  sendConfirmedPage,
  sendConfirmQuestion,
  sendExpiredPage,
  sendInvalidPage,
  sendNewLinkPage,
} from './opt-in-pages.ts';
import { loadOptInSettings } from './opt-in-settings.ts';
import { optInSigner, type TOptInRef } from './opt-in-token.ts';
import { requestConfirmationAgain } from './resend-confirmation.ts';

const params = z.object({ '*': z.string() });
const config = { rateLimit: { max: TRACKING_LIMITS.publicPerMinute, timeWindow: 60_000 } };
/** The pages' forms carry no field: the signed link alone decides. */
const FORM_BODY_LIMIT = 1024;

/**
 * The confirmation link of a double opt-in (public: the person has no session). GET shows the
 * address and a button; the POST of that button confirms, recording the person's IP and
 * browser. A forged or cut link answers 400 and writes nothing; a genuine but expired one 410
 * with a button that mails a new link (rate-limited like the contact page's resend).
 */
const optInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = optInSigner(app.config.appSecret);
  const schema = { hide: true, params };
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, _body, done) => done(null, {}),
    );
  }
  const brandOf = async (ref: TOptInRef) =>
    (
      await withTenant(app.db, { clientId: ref.clientId }, (trx) =>
        loadOptInSettings(trx, ref.clientId),
      )
    ).brandName;

  app.get(`${OPT_IN_PATHS.confirm}*`, { schema, config }, async (request, reply) => {
    const token = request.params['*'];
    const check = signer.check(token);
    if (check.kind === 'invalid') return sendInvalidPage(reply);
    const email = await optInAddress(app.db, check.ref);
    if (email === undefined) return sendInvalidPage(reply);
    const brand = await brandOf(check.ref);
    if (check.kind === 'expired')
      return sendExpiredPage(reply, brand, `${OPT_IN_PATHS.resend}${token}`);
    return sendConfirmQuestion(reply, brand, email, `${OPT_IN_PATHS.confirm}${token}`);
  });

  app.post(
    `${OPT_IN_PATHS.confirm}*`,
    { schema, config, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const token = request.params['*'];
      const check = signer.check(token);
      if (check.kind === 'invalid') return sendInvalidPage(reply);
      if (check.kind === 'expired') {
        return sendExpiredPage(reply, await brandOf(check.ref), `${OPT_IN_PATHS.resend}${token}`);
      }
      const outcome = await confirmOptIn(app.db, check.ref, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      if (outcome === 'unknown') return sendInvalidPage(reply);
      return sendConfirmedPage(reply, await brandOf(check.ref), outcome === 'alreadyConfirmed');
    },
  );

  app.post(
    `${OPT_IN_PATHS.resend}*`,
    { schema, config, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const check = signer.check(request.params['*']);
      if (check.kind === 'invalid' || (await optInAddress(app.db, check.ref)) === undefined) {
        return sendInvalidPage(reply);
      }
      const { clientId, contactId } = check.ref;
      const brand = await brandOf(check.ref);
      try {
        await requestConfirmationAgain(app.db, clientId, contactId);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'CONFLICT') return sendConfirmedPage(reply, brand, true);
        return sendNewLinkPage(reply, brand, 429, error.message);
      }
      await enqueueOptInConfirmations(app.queue, clientId);
      return sendNewLinkPage(reply, brand, 200, OPT_IN_MSG.newLinkSent);
    },
  );
};

export default optInLinkRoutes;
