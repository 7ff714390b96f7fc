import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_DATA_MSG,
  parseContactKey,
  ZContactKeyParamsSchema,
  ZDownloadContactDataQuerySchema,
  ZEraseContactResponseSchema,
  ZExportContactDataResponseSchema,
} from '@resonate/contracts/audience/contact-data';
import { CONTACT_MSG, ZGetContactRequestSchema } from '@resonate/contracts/audience/contacts';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { AppError } from '#/errors.ts';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { apiKeyOf } from '#/plugins/api-key.ts';
import { authOf } from '#/plugins/auth.ts';
import type { TDownload } from './contact-data-stream.ts';
import { readContactDataToken } from './contact-data-token.ts';
import {
  CONTACT_DATA_DOWNLOAD_PATH,
  downloadContactData,
  eraseContact,
  exportContactData,
} from './data-subject-requests.ts';

const ZJsonSchema = z.string().describe('application/json of ZContactDataSchema, streamed');
const DSR_SCOPE = 'contacts:dsr';

function sendDocument(reply: FastifyReply, download: TDownload) {
  return (
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="contact-${download.passportId}.json"`)
      .header('cache-control', 'no-store')
      // A stream is piped as it is; the 200 schema only documents it.
      .send(download.body as unknown as string)
  );
}

/** Data subject requests: a contact's whole data as JSON, and its erasure (issue 28, item 6). */
const dataSubjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/Audience/ExportContactData',
    {
      onRequest: app.requireAuth({ feature: FEATURE_IDS.audience }),
      // One person's whole history is more than a look at the page: the edit right it takes.
      config: { access: 'edit' },
      schema: {
        tags: ['audience'],
        security: [{ accessToken: [] }],
        summary: 'A one-minute download link for everything held about one contact, as JSON',
        body: ZGetContactRequestSchema,
        response: { 200: ZExportContactDataResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await exportContactData(app, authOf(request), request.body);
      return { status: true, message: CONTACT_DATA_MSG.exportReady, data };
    },
  );

  app.get(
    CONTACT_DATA_DOWNLOAD_PATH,
    {
      schema: {
        tags: ['audience'],
        summary: 'The JSON document of one contact; opened with the link of ExportContactData',
        querystring: ZDownloadContactDataQuerySchema,
        response: { 200: ZJsonSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const claims = token ? readContactDataToken(app.config.appSecret, token) : undefined;
      if (!claims) throw new AppError('UNAUTHORIZED', CONTACT_MSG.downloadExpired);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const download = await downloadContactData(app, claims.clientId, {
        contactId: claims.contactId,
      });
      return sendDocument(reply, download);
    },
  );

  app.get(
    '/api/v1/contacts/:contact/data',
    {
      onRequest: app.requireApiKey(DSR_SCOPE),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary: 'Everything held about one contact (by email or passport id), as JSON',
        params: ZContactKeyParamsSchema,
        response: { 200: ZJsonSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const key = apiKeyOf(request);
      const by = parseContactKey(request.params.contact);
      if (!by) throw new AppError('BAD_REQUEST', CONTACT_DATA_MSG.keyInvalid);
      return sendDocument(reply, await downloadContactData(app, key.clientId, by, key.apiKeyId));
    },
  );

  app.delete(
    '/api/v1/contacts/:contact',
    {
      onRequest: app.requireApiKey(DSR_SCOPE),
      schema: {
        tags: ['REST API'],
        security: [{ apiKey: [] }],
        summary: 'Erases one contact (data-subject deletion); 404 once it is gone',
        params: ZContactKeyParamsSchema,
        response: { 200: ZEraseContactResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const key = apiKeyOf(request);
      const by = parseContactKey(request.params.contact);
      if (!by) throw new AppError('BAD_REQUEST', CONTACT_DATA_MSG.keyInvalid);
      const { passportId } = await eraseContact(app, key.clientId, by, { apiKeyId: key.apiKeyId });
      return {
        status: true,
        message: CONTACT_DATA_MSG.erased,
        data: { passportId, erased: true as const },
      };
    },
  );
};

export default dataSubjectRoutes;
