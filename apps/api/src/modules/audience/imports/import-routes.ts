import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MSG,
  ZDownloadRejectedRowsQuerySchema,
  ZGetImportsRequestSchema,
  ZImportLinkResponseSchema,
  ZImportRefRequestSchema,
  ZImportResponseSchema,
  ZImportsResponseSchema,
  ZStartImportRequestSchema,
} from '@resonate/contracts/audience/imports';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import { cancelImport, getImport, getImports, retryImport } from './manage-import.ts';
import {
  getRejectedRowsLink,
  openRejectedRows,
  REJECTED_ROWS_PATH,
  rejectedRowsClaimsOf,
} from './rejected-rows.ts';
import { startImport } from './start-import.ts';
import uploadRoutes from './upload-routes.ts';

const tags = ['audience'];
const security = [{ accessToken: [] }];
const schemaOf = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, ok: R) => ({
  tags,
  security,
  summary,
  body,
  response: { 200: ok, ...ERROR_RESPONSES },
});

/** CSV imports of contacts: upload, start, progress, cancel, retry, rejected rows. */
const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoutes);
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.audience });

  app.post(
    '/api/Audience/StartImport',
    {
      onRequest,
      schema: schemaOf(
        'Starts an uploaded import with its column mapping, mode and destination list',
        ZStartImportRequestSchema,
        ZImportResponseSchema,
      ),
    },
    async (request) => {
      const summary = await startImport(app, authOf(request), request.body);
      return {
        status: true,
        message: IMPORT_MSG.started,
        data: { import: summary, preview: null },
      };
    },
  );

  app.post(
    '/api/Audience/GetImport',
    {
      onRequest,
      schema: schemaOf(
        'Progress (rows, rate, time left) and outcome of one import',
        ZImportRefRequestSchema,
        ZImportResponseSchema,
      ),
    },
    async (request) => ({
      status: true,
      message: 'Import',
      data: await getImport(app, authOf(request), request.body.importId),
    }),
  );

  app.post(
    '/api/Audience/GetImports',
    {
      onRequest,
      schema: schemaOf(
        'Import history, newest first',
        ZGetImportsRequestSchema,
        ZImportsResponseSchema,
      ),
    },
    async (request) => {
      const { imports, totalRows } = await getImports(app, authOf(request), request.body);
      return { status: true, message: 'Imports', totalRows, data: { imports } };
    },
  );

  app.post(
    '/api/Audience/CancelImport',
    {
      onRequest,
      schema: schemaOf(
        'Cancels a queued or running import (nothing of it is merged)',
        ZImportRefRequestSchema,
        ZImportResponseSchema,
      ),
    },
    async (request) => {
      const summary = await cancelImport(app, authOf(request), request.body.importId);
      return {
        status: true,
        message: IMPORT_MSG.cancelRequested,
        data: { import: summary, preview: null },
      };
    },
  );

  app.post(
    '/api/Audience/RetryImport',
    {
      onRequest,
      schema: schemaOf(
        'Runs a failed or cancelled import again from its uploaded files',
        ZImportRefRequestSchema,
        ZImportResponseSchema,
      ),
    },
    async (request) => {
      const summary = await retryImport(app, authOf(request), request.body.importId);
      return {
        status: true,
        message: IMPORT_MSG.retried,
        data: { import: summary, preview: null },
      };
    },
  );

  app.post(
    '/api/Audience/GetRejectedRowsLink',
    {
      onRequest,
      schema: schemaOf(
        'A one-minute download link for the rejected rows of an import (CSV with the reason)',
        ZImportRefRequestSchema,
        ZImportLinkResponseSchema,
      ),
    },
    async (request) => ({
      status: true,
      message: 'Download ready',
      data: await getRejectedRowsLink(app, authOf(request), request.body.importId),
    }),
  );

  app.get(
    REJECTED_ROWS_PATH,
    {
      schema: {
        tags,
        summary: 'text/csv of the rejected rows, opened with the token of GetRejectedRowsLink',
        querystring: ZDownloadRejectedRowsQuerySchema,
        response: { 200: z.string().describe('CSV, streamed'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const claims = rejectedRowsClaimsOf(app.config.appSecret, request.query.token);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const body = await openRejectedRows(app, claims);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="import-${claims.importId}-rejected-rows.csv"`,
          )
          .header('cache-control', 'no-store')
          // A stream is piped as it is; the 200 schema only documents it.
          .send(body as unknown as string)
      );
    },
  );
};

export default importRoutes;
