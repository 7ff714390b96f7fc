import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddListMembersRequestSchema,
  ZAddListMembersResponseSchema,
  ZGetListMembersRequestSchema,
  ZListMembersResponseSchema,
  ZRemoveListMembersRequestSchema,
  ZRemoveListMembersResponseSchema,
} from '@resonate/contracts/audience/list-members';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { addListMembers } from './add-list-members.ts';
import { getListMembers } from './get-list-members.ts';
import { listRoute } from './list-route-options.ts';
import { removeListMembers } from './remove-list-members.ts';

/** The members of a list: browse (dynamic lists evaluated now), add and remove. */
const listMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.audience });

  app.post(
    '/api/Audience/GetListMembers',
    listRoute(
      onRequest,
      'A page of members, newest first; a dynamic list is evaluated now',
      ZGetListMembersRequestSchema,
      ZListMembersResponseSchema,
    ),
    async (request) => {
      const { members, total } = await getListMembers(app, authOf(request), request.body);
      return { status: true, message: 'List members', totalRows: total, data: { members } };
    },
  );

  app.post(
    '/api/Audience/AddListMembers',
    listRoute(
      onRequest,
      'Adds selected contacts or pasted emails and mobiles to a target list',
      ZAddListMembersRequestSchema,
      ZAddListMembersResponseSchema,
    ),
    async (request) => {
      const result = await addListMembers(app, authOf(request), request.body);
      return { status: true, message: `${result.added} contacts added`, data: result };
    },
  );

  app.post(
    '/api/Audience/RemoveListMembers',
    listRoute(
      onRequest,
      'Removes contacts from a target list',
      ZRemoveListMembersRequestSchema,
      ZRemoveListMembersResponseSchema,
    ),
    async (request) => {
      const result = await removeListMembers(app, authOf(request), request.body);
      return { status: true, message: `${result.removed} contacts removed`, data: result };
    },
  );
};

export default listMemberRoutes;
