import type { FastifyInstance } from 'fastify';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TMobileCodeSender } from './sms/mobile-code-sender.ts';

/** What the profile use cases need from the app; routes pass `app` plus the mobile-code sender. */
export type TProfileDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'> & {
  sms: TMobileCodeSender;
};

export type TCaller = TAuthContext;
