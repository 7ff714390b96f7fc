import type { Transaction } from 'kysely';
import fp from 'fastify-plugin';
import type { DB } from '#/db/schema.ts';
import { enqueueOptInConfirmations } from '#/jobs/opt-in-confirmation-job.ts';
import { markApiContactsPending } from '#/modules/audience/index.ts';

/** Double opt-in of the API source, for modules that make contacts but may not import audience. */
export type TApiOptIn = {
  /** In the transaction that made them: pending under the client's double opt-in for the API. */
  markPending(trx: Transaction<DB>, clientId: number, passportIds: string[]): Promise<number>;
  /** After the commit: queues the client's due confirmation mails (none without a queue). */
  mailDue(clientId: number): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    apiOptIn: TApiOptIn;
  }
}

/**
 * The audience module's double opt-in of contacts the REST API makes, on the app: POST
 * /api/v1/push/identify (communication-settings) makes contacts too, and an import of audience
 * from there would close a cycle between the modules (audience reaches communication-settings
 * through communications).
 */
export default fp(
  async function apiOptIn(app) {
    app.decorate('apiOptIn', {
      markPending: markApiContactsPending,
      mailDue: async (clientId: number) => {
        if (app.hasDecorator('queue')) await enqueueOptInConfirmations(app.queue, clientId);
      },
    });
  },
  { name: 'api-opt-in' },
);
