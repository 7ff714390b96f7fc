import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QUIET_HOURS_MSG } from '@resonate/contracts/communication-settings/quiet-hours';
import {
  GET_QUIET_HOURS,
  UPSERT_QUIET_HOURS,
} from '@resonate/contracts/communication-settings/quiet-hours-endpoints';
import { withTenant } from '#/db/tenant.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { readQuietHours, writeQuietHours } from './quiet-hours-repository.ts';

/** Quiet hours on the communication-settings page (issue 27, item 4): the session's client's. */
const quietHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_QUIET_HOURS, async (_body, request) => {
    const { clientId } = authOf(request);
    const data = await withTenant(app.db, { clientId }, (trx) => readQuietHours(trx, clientId));
    return { status: true, message: QUIET_HOURS_MSG.loaded, data };
  });

  addEndpoint(app, UPSERT_QUIET_HOURS, async (setting, request) => {
    const { clientId } = authOf(request);
    const data = await withTenant(app.db, { clientId }, async (trx) => {
      await writeQuietHours(trx, clientId, setting);
      return readQuietHours(trx, clientId);
    });
    return { status: true, message: QUIET_HOURS_MSG.saved, data };
  });
};

export default quietHoursRoutes;
