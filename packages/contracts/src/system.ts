import { z } from 'zod';
import { envelopeOf } from './envelope.ts';

export const ZHealthSchema = z.object({ uptimeSeconds: z.number(), version: z.string() });
export const ZHealthResponseSchema = envelopeOf(ZHealthSchema);

/**
 * GET /api/ready: what a load balancer or Kubernetes asks before sending traffic. Ready means the
 * database answers, the job queue runs (`off` only in a test app built without it) and every
 * migration this build ships is applied; otherwise a 503 whose message says which is missing.
 */
export const ZReadySchema = z.object({
  database: z.literal('up'),
  queue: z.enum(['up', 'off']),
  migrations: z.object({ pending: z.literal(0) }),
});
export const ZReadyResponseSchema = envelopeOf(ZReadySchema);

export const SYSTEM_MSG = {
  databaseDown: 'Database is not reachable',
  queueDown: 'Job queue is not running',
  migrationsPending: (names: readonly string[]) =>
    `Database migrations are pending: ${names.join(', ')}`,
} as const;

/**
 * POST /api/GetIPData (spec section 7: payload `ipaddress`). The machine has no internet, so the
 * server answers with what it knows itself: the address the request came from, its family and
 * whether it is private or loopback. Geolocation fields stay null until a local database is set up.
 */
export const ZIpDataRequestSchema = z.object({ ipaddress: z.string().max(64).optional() });
export const ZIpDataSchema = z.object({
  ipAddress: z.string(),
  version: z.union([z.literal(4), z.literal(6)]),
  isPrivate: z.boolean(),
  isLoopback: z.boolean(),
  country: z.string().nullable(),
  city: z.string().nullable(),
});
export type TIpData = z.infer<typeof ZIpDataSchema>;
export const ZIpDataResponseSchema = envelopeOf(ZIpDataSchema);
