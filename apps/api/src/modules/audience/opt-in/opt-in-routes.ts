import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPT_IN_MSG } from '@resonate/contracts/audience/opt-in';
import {
  GET_CONTACT_OPT_IN,
  GET_OPT_IN_SETTINGS,
  RESEND_OPT_IN_CONFIRMATION,
  SAVE_OPT_IN_SETTINGS,
} from '@resonate/contracts/audience/opt-in-endpoints';
import { withTenant } from '#/db/tenant.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { enqueueOptInConfirmations } from '#/jobs/opt-in-confirmation-job.ts';
import { authOf } from '#/plugins/auth.ts';
import { getContactOptIn } from './get-contact-opt-in.ts';
import { loadOptInSettings, saveOptInSettings } from './opt-in-settings.ts';
import { requestConfirmationAgain } from './resend-confirmation.ts';

/** The client's double opt-in settings, and a contact's consent record and re-sent mail. */
const optInRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_OPT_IN_SETTINGS, async (_body, request) => {
    const { clientId } = authOf(request);
    const data = await withTenant(app.db, { clientId }, (trx) => loadOptInSettings(trx, clientId));
    return { status: true, message: OPT_IN_MSG.settings, data };
  });

  addEndpoint(app, SAVE_OPT_IN_SETTINGS, async (body, request) => {
    const { clientId } = authOf(request);
    const data = await withTenant(app.db, { clientId }, (trx) =>
      saveOptInSettings(trx, clientId, body),
    );
    return { status: true, message: OPT_IN_MSG.saved, data };
  });

  addEndpoint(app, GET_CONTACT_OPT_IN, async ({ contactId }, request) => {
    const data = await getContactOptIn(app.db, authOf(request).clientId, contactId);
    return { status: true, message: OPT_IN_MSG.contactOptIn, data };
  });

  addEndpoint(app, RESEND_OPT_IN_CONFIRMATION, async ({ contactId }, request) => {
    const { clientId } = authOf(request);
    await getContactOptIn(app.db, clientId, contactId);
    await requestConfirmationAgain(app.db, clientId, contactId);
    await enqueueOptInConfirmations(app.queue, clientId);
    return { status: true, message: OPT_IN_MSG.resent, data: { queued: true } };
  });
};

export default optInRoutes;
