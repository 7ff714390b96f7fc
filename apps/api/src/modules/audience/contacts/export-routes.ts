import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDownloadContactsQuerySchema,
  ZExportContactsRequestSchema,
  ZExportContactsResponseSchema,
} from '@resonate/contracts/audience/contacts';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import {
  DOWNLOAD_PATH,
  exportClaimsOf,
  exportContacts,
  streamContactsCsv,
} from './export-contacts.ts';

const tags = ['audience'];
const ZCsvSchema = z.string().describe('CSV (UTF-8 with BOM), streamed');

/** Export of a contact search as CSV: a POST for the link, a GET the browser navigates to. */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Audience/ExportContacts',
    {
      onRequest: app.requireAuth({ feature: FEATURE_IDS.audience }),
      schema: {
        tags,
        security: [{ accessToken: [] }],
        summary: 'A one-minute download link for the CSV of a search (all contacts without one)',
        body: ZExportContactsRequestSchema,
        response: { 200: ZExportContactsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await exportContacts(app, authOf(request), request.body);
      return { status: true, message: 'Export ready', data };
    },
  );

  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'text/csv of contacts, streamed; opened with the token of ExportContacts',
        querystring: ZDownloadContactsQuerySchema,
        response: { 200: ZCsvSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const claims = exportClaimsOf(app.config.appSecret, request.query.token);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      // The COPY only reads: the replica when DATABASE_REPLICA_URL is set.
      const read = { db: app.readDb, bulkPool: app.readBulkPool, config: app.config, log: app.log };
      const body = await streamContactsCsv(read, claims);
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="contacts-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream is piped as it is; the 200 schema only documents it.
          .send(body as unknown as string)
      );
    },
  );
};

export default exportRoutes;
