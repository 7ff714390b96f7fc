import type { FastifyInstance } from 'fastify';

/** What the sign-in use cases need from the app; routes pass `app` itself. */
export type TAuthDeps = Pick<FastifyInstance, 'db' | 'config' | 'loginKey' | 'mailer' | 'log'>;

/** Where a request came from, as sign-in records it. */
export type TClientInfo = { ip: string; userAgent: string };
