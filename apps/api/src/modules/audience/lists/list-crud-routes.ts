import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIST_MSG,
  ZCheckListNameRequestSchema,
  ZCheckListNameResponseSchema,
  ZCreateListRequestSchema,
  ZEmptyResponseSchema,
  ZGetListsRequestSchema,
  ZListRefRequestSchema,
  ZListResponseSchema,
  ZListsResponseSchema,
  ZRenameListRequestSchema,
} from '@resonate/contracts/audience/lists';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { createList } from './create-list.ts';
import { checkListNameExists, getList, getLists } from './get-lists.ts';
import { listRoute } from './list-route-options.ts';
import { deleteList, renameList } from './rename-list.ts';

/** Lists themselves: browse, read, name check, create, rename, delete. */
const listCrudRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.audience });

  app.post(
    '/api/Audience/GetLists',
    listRoute(
      onRequest,
      'A page of lists, newest first',
      ZGetListsRequestSchema,
      ZListsResponseSchema,
    ),
    async (request) => {
      const { lists, total } = await getLists(app, authOf(request), request.body);
      return { status: true, message: 'Lists', totalRows: total, data: { lists } };
    },
  );

  app.post(
    '/api/Audience/GetList',
    listRoute(
      onRequest,
      'One list (with its rule when dynamic)',
      ZListRefRequestSchema,
      ZListResponseSchema,
    ),
    async (request) => {
      const list = await getList(app, authOf(request), request.body);
      return { status: true, message: 'List', data: { list } };
    },
  );

  app.post(
    '/api/Audience/CheckListNameExists',
    listRoute(
      onRequest,
      'Whether another list has this name (any case)',
      ZCheckListNameRequestSchema,
      ZCheckListNameResponseSchema,
    ),
    async (request) => {
      const exists = await checkListNameExists(app, authOf(request), request.body);
      return {
        status: true,
        message: exists ? LIST_MSG.nameTaken : 'Name available',
        data: { exists },
      };
    },
  );

  app.post(
    '/api/Audience/CreateList',
    listRoute(
      onRequest,
      'Creates a target list: empty, from contacts, or a snapshot of a dynamic list',
      ZCreateListRequestSchema,
      ZListResponseSchema,
    ),
    async (request) => {
      const list = await createList(app, authOf(request), request.body);
      return { status: true, message: LIST_MSG.created, data: { list: { ...list, rule: null } } };
    },
  );

  app.post(
    '/api/Audience/RenameList',
    listRoute(onRequest, 'Renames a list', ZRenameListRequestSchema, ZListResponseSchema),
    async (request) => {
      const list = await renameList(app, authOf(request), request.body);
      return { status: true, message: LIST_MSG.renamed, data: { list } };
    },
  );

  app.post(
    '/api/Audience/DeleteList',
    listRoute(
      onRequest,
      'Deletes a list (its contacts stay)',
      ZListRefRequestSchema,
      ZEmptyResponseSchema,
    ),
    async (request) => {
      await deleteList(app, authOf(request), request.body);
      return { status: true, message: LIST_MSG.deleted, data: {} };
    },
  );
};

export default listCrudRoutes;
