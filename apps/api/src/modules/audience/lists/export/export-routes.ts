import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDownloadListQuerySchema,
  ZExportListResponseSchema,
} from '@resonate/contracts/audience/list-members';
import { ZListRefRequestSchema } from '@resonate/contracts/audience/lists';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import { listRoute } from '../list-route-options.ts';
import {
  DOWNLOAD_LIST_PATH,
  exportFileName,
  exportList,
  listExportClaimsOf,
  streamListCsv,
} from './export-list.ts';

const ZCsvSchema = z.string().describe('CSV (UTF-8 with BOM), streamed');

/** Export of a list's members as CSV: a POST for the link, a GET the browser navigates to. */
const listExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Audience/ExportList',
    listRoute(
      app.requireAuth({ feature: FEATURE_IDS.audience }),
      "A one-minute download link for the CSV of a list's members",
      ZListRefRequestSchema,
      ZExportListResponseSchema,
    ),
    async (request) => {
      const data = await exportList(app, authOf(request), request.body);
      return { status: true, message: 'Export ready', data };
    },
  );

  app.get(
    DOWNLOAD_LIST_PATH,
    {
      schema: {
        tags: ['audience lists'],
        summary: 'text/csv of a list, streamed; opened with the token of ExportList',
        querystring: ZDownloadListQuerySchema,
        response: { 200: ZCsvSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const claims = listExportClaimsOf(app.config.appSecret, request.query.token);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const { body, name } = await streamListCsv(app, claims);
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName(name, day)}"`)
          .header('cache-control', 'no-store')
          // A stream is piped as it is; the 200 schema only documents it.
          .send(body as unknown as string)
      );
    },
  );
};

export default listExportRoutes;
