import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SYSTEM_MSG,
  ZHealthResponseSchema,
  ZReadyResponseSchema,
} from '@resonate/contracts/system';
import packageJson from '../../../package.json' with { type: 'json' };
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { pendingMigrations } from '#/db/pending-migrations.ts';
import { checkDatabase } from '#/modules/system/check-database.ts';
import { checkQueue } from '#/modules/system/check-queue.ts';

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
        summary: 'The database answers, the job queue runs and no migration is pending',
        response: { 200: ZReadyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (_request, reply) => {
      const notReady = (message: string) => reply.code(503).send({ status: false, message });
      if (!(await checkDatabase(app.db))) return notReady(SYSTEM_MSG.databaseDown);
      const pending = await pendingMigrations(app.ownerDb).catch(() => undefined);
      if (!pending) return notReady(SYSTEM_MSG.databaseDown);
      if (pending.length > 0) return notReady(SYSTEM_MSG.migrationsPending(pending));
      const queueRuns = app.hasDecorator('queue');
      if (queueRuns && !(await checkQueue(app.queue))) return notReady(SYSTEM_MSG.queueDown);
      return {
        status: true,
        message: 'Ready',
        data: {
          database: 'up' as const,
          queue: queueRuns ? ('up' as const) : ('off' as const),
          migrations: { pending: 0 as const },
        },
      };
    },
  );
};

export default systemRoutes;
