import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIST_ACTION_MSG,
  ZCommunicationActionRequestSchema,
  ZCommunicationActionResponseSchema,
  ZCommunicationsResponseSchema,
  ZListCommunicationsRequestSchema,
} from '@resonate/contracts/campaigns/communication-list';
import type { TCommunicationRow } from '@resonate/contracts/campaigns/communication-list';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  archiveCommunication,
  cancelCommunication,
  pauseCommunication,
  restoreCommunication,
  resumeCommunication,
} from './communication-actions.ts';
import { communicationRoute } from '../communication-route.ts';
import { duplicateCommunication } from './duplicate-communication.ts';
import { getCommunications } from './get-communications.ts';

const TAG = 'communications';

/** The session's client and department: a department user sees that department's rows. */
function scopeOf(auth: TAuthContext) {
  return { clientId: auth.clientId, departmentId: auth.departmentId, userId: auth.userId };
}

/**
 * The communication list and its row actions. Each action's right comes from its verb
 * (route-access.ts): Duplicate needs create, Archive delete, the others edit; Restore undoes an
 * archive, so it needs delete too.
 */
const listRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });

  app.post(
    '/api/Communication/GetCommunications',
    communicationRoute(
      onRequest,
      TAG,
      'A page of communications with their funnel figures',
      ZListCommunicationsRequestSchema,
      ZCommunicationsResponseSchema,
    ),
    async (request) => {
      const { rows, total } = await getCommunications(app, scopeOf(authOf(request)), request.body);
      return {
        status: true,
        message: 'Communications',
        totalRows: total,
        data: { communications: rows },
      };
    },
  );

  const action = (
    name: string,
    summary: string,
    run: (auth: TAuthContext, id: number) => Promise<TCommunicationRow>,
    message: string,
    access?: 'delete',
  ) =>
    app.post(
      `/api/Communication/${name}`,
      communicationRoute(
        onRequest,
        TAG,
        summary,
        ZCommunicationActionRequestSchema,
        ZCommunicationActionResponseSchema,
        access,
      ),
      async (request) => {
        const communication = await run(authOf(request), request.body.communicationId);
        return { status: true, message, data: { communication } };
      },
    );

  action(
    'DuplicateCommunication',
    'Copies a communication as a new draft "Copy of <name>"',
    (auth, id) => duplicateCommunication(app, scopeOf(auth), id),
    LIST_ACTION_MSG.duplicated,
  );
  action(
    'PauseCommunication',
    'Pauses a scheduled, sending or recurring communication',
    (auth, id) => pauseCommunication(app, scopeOf(auth), id),
    LIST_ACTION_MSG.paused,
  );
  action(
    'ResumeCommunication',
    'Starts a paused communication again',
    (auth, id) => resumeCommunication(app, scopeOf(auth), id),
    LIST_ACTION_MSG.resumed,
  );
  action(
    'CancelCommunication',
    'Cancels a communication that has not finished',
    (auth, id) => cancelCommunication(app, scopeOf(auth), id),
    LIST_ACTION_MSG.cancelled,
  );
  action(
    'ArchiveCommunication',
    'Hides a communication from the list',
    (auth, id) => archiveCommunication(app, scopeOf(auth), id),
    LIST_ACTION_MSG.archived,
  );
  action(
    'RestoreCommunication',
    'Brings an archived communication back to the list',
    (auth, id) => restoreCommunication(app, scopeOf(auth), id),
    LIST_ACTION_MSG.restored,
    'delete',
  );
};

export default listRoutes;
