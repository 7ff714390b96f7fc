import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { Kysely } from 'kysely';
import { inDepartmentScope } from '../department-scope.ts';

export type TOutputCommunication = {
  id: number;
  channelId: number;
  status: number;
  content: Record<string, unknown>;
  runNo: number;
};

/**
 * The communication whose output is asked for, as the list shows it: the session's tenant and,
 * when it works in one department, that department's only; another's answers 404.
 */
export async function findOutputCommunication(
  db: Kysely<DB>,
  auth: Pick<TAuthContext, 'clientId' | 'departmentId'>,
  communicationId: number,
  channelId: number,
  wrongChannelMessage: string,
): Promise<TOutputCommunication> {
  const row = await withTenant(db, { clientId: auth.clientId }, (trx) =>
    trx
      .selectFrom('communications as c')
      .select(['c.id', 'c.channel_id', 'c.status', 'c.content', 'c.run_no'])
      .where('c.client_id', '=', auth.clientId)
      .where('c.id', '=', communicationId)
      .where(inDepartmentScope(auth, 'c.department_id'))
      .executeTakeFirst(),
  );
  if (!row) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
  if (row.channel_id !== channelId) throw new AppError('BAD_REQUEST', wrongChannelMessage);
  return {
    id: Number(row.id),
    channelId: row.channel_id,
    status: row.status,
    content: (row.content ?? {}) as Record<string, unknown>,
    runNo: row.run_no,
  };
}
