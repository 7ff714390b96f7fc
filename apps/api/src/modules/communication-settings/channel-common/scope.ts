import { CHANNEL_MSG } from '@resonate/contracts/communication-settings/channel-common';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TAppConfig } from '#/secrets.ts';

/** What the channel-settings use cases need; the app instance satisfies it. */
export type TChannelDeps = { db: Kysely<DB>; config: TAppConfig };

/** The body names a client (as the spec's payloads do): a claim, so it must be the caller's. */
export function ownClient(auth: TAuthContext, body: { clientId: number }): void {
  if (body.clientId !== auth.clientId) throw new AppError('FORBIDDEN', CHANNEL_MSG.notYourClient);
}

/** Provider credentials send messages (and money) in the account's name: admins only. */
export function ownClientAdmin(auth: TAuthContext, body: { clientId: number }): void {
  ownClient(auth, body);
  if (!auth.isAccountAdmin) throw new AppError('FORBIDDEN', CHANNEL_MSG.notAdmin);
}

/**
 * An edit of an existing row must name the version it edited; a newer one answers 409 with the
 * current updatedAt, so two admins cannot silently overwrite each other.
 */
export function assertFresh(updatedAt: string | undefined, current: Date): void {
  if (!updatedAt) {
    throw new AppError('BAD_REQUEST', 'Invalid request', {
      errors: { updatedAt: CHANNEL_MSG.updatedAtRequired },
    });
  }
  if (new Date(updatedAt).getTime() !== current.getTime()) {
    throw new AppError('CONFLICT', CHANNEL_MSG.stale, {
      data: { updatedAt: current.toISOString() },
    });
  }
}

/**
 * The next version stamp: JSON dates carry milliseconds only, so each change moves it on by at
 * least one millisecond and the stamp a form holds always compares equal to the stored one.
 */
export const nextVersion = sql<Date>`date_trunc('milliseconds', greatest(now(), updated_at + interval '1 millisecond'))`;
export const firstVersion = sql<Date>`date_trunc('milliseconds', now())`;
