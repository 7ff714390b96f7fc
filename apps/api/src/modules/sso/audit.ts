import type { Kysely, Transaction } from 'kysely';
import type { TSignInEvent, TSignInEventMethod } from '@resonate/contracts/auth/sign-in-policies';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';

export type TSignInEventInput = {
  clientId: number;
  userId?: number | null;
  email: string;
  method: TSignInEventMethod;
  outcome: 'success' | 'refused';
  /** Why, in words an admin can act on; never a code, token or password. */
  reason: string;
  /** The identity provider or directory involved, by its display name. */
  provider?: string;
  ip: string;
};

type TAuditDeps = { db: Kysely<DB>; log: { info: (o: object, m: string) => void } };

/**
 * Writes one line of the sign-in log the admin reads on the security page (issue 12: every
 * refusal gets a clear message on the login page AND a log line for the admin). Own transaction,
 * so a refusal that rolls back the sign-in still leaves its line. Never throws: the log must not
 * turn a refusal into a 500.
 */
export async function recordSignInEvent(deps: TAuditDeps, event: TSignInEventInput): Promise<void> {
  deps.log.info(
    {
      clientId: event.clientId,
      userId: event.userId,
      method: event.method,
      outcome: event.outcome,
      reason: event.reason,
    },
    'sign-in event',
  );
  try {
    await withTenant(deps.db, { clientId: event.clientId }, (trx) =>
      trx
        .insertInto('sign_in_events')
        .values({
          client_id: event.clientId,
          user_id: event.userId ?? null,
          email: event.email.slice(0, 254),
          method: event.method,
          outcome: event.outcome,
          reason: event.reason.slice(0, 500),
          provider: (event.provider ?? '').slice(0, 100),
          ip_address: event.ip.slice(0, 64),
        })
        .execute(),
    );
  } catch (error) {
    deps.log.info({ err: error }, 'sign-in event not recorded');
  }
}

/** The newest sign-in events of the tenant, a page at a time. */
export async function listSignInEvents(
  trx: Transaction<DB>,
  page: { pageNo: number; pageSize: number },
): Promise<{ events: TSignInEvent[]; totalRows: number }> {
  const rows = await trx
    .selectFrom('sign_in_events')
    .select(['id', 'occurred_at', 'email', 'method', 'outcome', 'reason', 'provider', 'ip_address'])
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  const total = await trx
    .selectFrom('sign_in_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    totalRows: Number(total.n),
    events: rows.map((row) => ({
      eventId: row.id,
      occurredAt: row.occurred_at.toISOString(),
      email: row.email,
      method: row.method as TSignInEventMethod,
      outcome: row.outcome,
      reason: row.reason,
      provider: row.provider,
      ipAddress: row.ip_address,
    })),
  };
}
