import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_MSG, ZAuditCsvQuerySchema } from '@resonate/contracts/audit/audit-log';
import { DOWNLOAD_AUDIT_LOG_CSV, GET_AUDIT_LOG } from '@resonate/contracts/audit/audit-endpoints';
import { AppError } from '#/errors.ts';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import { streamAuditCsv } from './audit-csv.ts';
import { issueAuditCsvToken, readAuditCsvToken } from './audit-token.ts';
import { getAuditLog } from './list-audit-log.ts';

const CSV_PATH = '/api/AuditLog/AuditLogCsv';
const ZCsvSchema = z.string().describe('CSV (UTF-8 with BOM), streamed');

/** The audit log page (account admins): a filtered page, and its CSV through a one-minute link. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_AUDIT_LOG, async (request, http) => {
    const data = await getAuditLog(app.db, authOf(http).clientId, request);
    return { status: true, message: AUDIT_MSG.list, data };
  });

  addEndpoint(app, DOWNLOAD_AUDIT_LOG_CSV, async (filter, request) => {
    const { clientId, userClientId } = authOf(request);
    const token = issueAuditCsvToken(app.config.appSecret, { clientId, userClientId, filter });
    const url = `${CSV_PATH}?token=${encodeURIComponent(token)}`;
    return { status: true, message: AUDIT_MSG.downloadReady, data: { url } };
  });

  // Not an envelope but a streamed file: a hand-written route, opened with a signed link.
  app.get(
    CSV_PATH,
    {
      schema: {
        tags: [DOWNLOAD_AUDIT_LOG_CSV.tag],
        summary:
          'text/csv of the filtered audit log, streamed; opened with DownloadAuditLogCsv’s link',
        querystring: ZAuditCsvQuerySchema,
        response: { 200: ZCsvSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const claims = token ? readAuditCsvToken(app.config.appSecret, token) : undefined;
      if (!claims) throw new AppError('UNAUTHORIZED', AUDIT_MSG.downloadExpired);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const body = await streamAuditCsv(app.db, claims.clientId, claims.filter);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .header('cache-control', 'no-store')
          // A stream is piped as it is; the 200 schema only documents it.
          .send(body as unknown as string)
      );
    },
  );
};
