import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCommunicationRefSchema } from '@resonate/contracts/campaigns/communications';
import {
  ZDirectMailFilesResponseSchema,
  ZDownloadDirectMailRequestSchema,
  ZDownloadLinkResponseSchema,
  ZDownloadQrCodeRequestSchema,
  ZDownloadTokenQuerySchema,
} from '@resonate/contracts/campaigns/outputs';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { assertLinkAddressAllowed } from '#/modules/account/index.ts';
import { authOf } from '#/plugins/auth.ts';
import {
  DIRECT_MAIL_DOWNLOAD_PATH,
  QR_DOWNLOAD_PATH,
  directMailDir,
  directMailLink,
  getDirectMailFiles,
  outputClaimsOf,
  qrCodeImage,
  qrCodeLink,
} from './communication-outputs.ts';
import { addressFileStream, lettersZipStream } from './direct-mail-runs.ts';

const tags = ['communications'];
const security = [{ accessToken: [] }];
const ZFileSchema = z.string().describe('The file, streamed');

/**
 * What QR code and direct mail communications produce (issue 9): the QR image of the signed
 * scan link, and per run the letters (ZIP of PDFs) and the print-ready address file (CSV).
 * Downloads are a POST for a one-minute link and a GET the browser navigates to.
 */
const outputRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });
  const linkResponse = { 200: ZDownloadLinkResponseSchema, ...ERROR_RESPONSES };

  app.post(
    QR_DOWNLOAD_PATH,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A one-minute link to the QR image (PNG or SVG) of a launched QR communication',
        body: ZDownloadQrCodeRequestSchema,
        response: linkResponse,
      },
    },
    async (request) => {
      const data = await qrCodeLink(app, authOf(request), request.body);
      return { status: true, message: 'Download ready', data };
    },
  );

  app.get(
    QR_DOWNLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'The QR image; opened with the token of the POST',
        querystring: ZDownloadTokenQuerySchema,
        response: { 200: ZFileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const claims = outputClaimsOf(app.config.appSecret, request.query.token);
      if (claims.kind !== 'qr') throw outputClaimsOf(app.config.appSecret, undefined);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const image = await qrCodeImage(app, claims);
      const name = `qr-code-${claims.communicationId}.${claims.format}`;
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(image.body as unknown as string);
    },
  );

  app.post(
    '/api/Communication/GetDirectMailFiles',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A direct mail communication's runs: letters written and their size",
        body: ZCommunicationRefSchema,
        response: { 200: ZDirectMailFilesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const runs = await getDirectMailFiles(app, authOf(request), request.body);
      return { status: true, message: 'Direct mail files', data: { runs } };
    },
  );

  app.post(
    DIRECT_MAIL_DOWNLOAD_PATH,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "A one-minute link to a run's address file (CSV) or letters (ZIP of PDFs)",
        body: ZDownloadDirectMailRequestSchema,
        response: linkResponse,
      },
    },
    async (request) => {
      const data = await directMailLink(app, authOf(request), request.body);
      return { status: true, message: 'Download ready', data };
    },
  );

  app.get(
    DIRECT_MAIL_DOWNLOAD_PATH,
    {
      schema: {
        tags,
        summary: 'The address file or the letters of a run, streamed; opened with the token',
        querystring: ZDownloadTokenQuerySchema,
        response: { 200: ZFileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const claims = outputClaimsOf(app.config.appSecret, request.query.token);
      if (claims.kind !== 'directMail') throw outputClaimsOf(app.config.appSecret, undefined);
      await assertLinkAddressAllowed(app.db, claims, request.ip);
      const dir = await directMailDir(app, claims);
      const base = `direct-mail-${claims.communicationId}-run-${claims.run}`;
      const csv = claims.file === 'addresses';
      return reply
        .header('content-type', csv ? 'text/csv; charset=utf-8' : 'application/zip')
        .header('content-disposition', `attachment; filename="${base}.${csv ? 'csv' : 'zip'}"`)
        .header('cache-control', 'no-store')
        .send((csv ? addressFileStream(dir) : lettersZipStream(dir)) as unknown as string);
    },
  );
};

export default outputRoutes;
