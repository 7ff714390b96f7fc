import type { FastifyInstance } from 'fastify';
import type { TAuthContext } from '#/modules/auth/session/session-cache.ts';
import type { TSmsSender } from '#/channels/sms-outbox.ts';

/** What the profile use cases need from the app; routes pass `app` plus the SMS sender. */
export type TProfileDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'> & {
  sms: TSmsSender;
};

export type TCaller = TAuthContext;
