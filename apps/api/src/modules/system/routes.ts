import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponseSchema, ZReadyResponseSchema } from '@resonate/contracts/system';
import packageJson from '../../../package.json' with { type: 'json' };
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { checkDatabase } from '#/modules/system/check-database.ts';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: ZHealthResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async () => ({
      status: true,
      message: 'OK',
      data: { uptimeSeconds: Math.round(process.uptime()), version: packageJson.version },
    }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database is reachable',
        response: { 200: ZReadyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      if (!(await checkDatabase(app.db))) {
        return reply.code(503).send({ status: false, message: 'Database is not reachable' });
      }
      return { status: true, message: 'Ready', data: { database: 'up' as const } };
    },
  );
};

export default systemRoutes;
