import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMasterDataResponseSchema } from '@resonate/contracts/master-data';
import { ZIpDataRequestSchema, ZIpDataResponseSchema } from '@resonate/contracts/system';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { getIpData, isValidIp } from '#/modules/master-data/get-ip-data.ts';
import { MASTER_DATA_TTL_SECONDS } from '#/modules/master-data/get-master-data.ts';
import { masterDataResponse, sendPrepared } from '#/modules/master-data/master-data-response.ts';

const ZIpDataBodySchema = ZIpDataRequestSchema.extend({
  ipaddress: ZIpDataRequestSchema.shape.ipaddress.refine(
    (value) => value === undefined || isValidIp(value.trim()),
    'Enter a valid IPv4 or IPv6 address',
  ),
})
  // Every field is optional, so a POST with no body at all (null here) means "my own address".
  .nullable()
  .transform((body) => body ?? {});

const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/GetMasterData',
    {
      schema: {
        tags: ['master data'],
        summary:
          'Time zones, formats, countries, currencies, languages, industries, job functions; ' +
          'privacy and terms links',
        response: { 200: ZMasterDataResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      sendPrepared(request, reply, masterDataResponse(app.config.legal), MASTER_DATA_TTL_SECONDS),
  );

  app.post(
    '/api/GetIPData',
    {
      schema: {
        tags: ['master data'],
        summary: "What the server knows of an address: the caller's by default",
        body: ZIpDataBodySchema,
        response: { 200: ZIpDataResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = getIpData(request.body.ipaddress ?? request.ip);
      return { status: true, message: 'IP data', data };
    },
  );
};

export default masterDataRoutes;
