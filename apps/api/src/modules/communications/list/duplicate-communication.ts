import { sql } from 'kysely';
import { copyName, type TCommunicationRow } from '@resonate/contracts/campaigns/communication-list';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { COMMUNICATION_NAME_MAX } from '@resonate/contracts/limits';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { lockCommunication } from './communication-actions.ts';
import { selectCommunicationRow, type TListScope, type TTrx } from './communication-rows.ts';

/**
 * Names are unique among the client's live communications (compose's rule, any case), so a
 * second copy of the same communication becomes "Copy of <name> (2)", and so on.
 */
async function freeCopyName(trx: TTrx, clientId: number, name: string): Promise<string> {
  const first = copyName(name, COMMUNICATION_NAME_MAX);
  const taken = await trx
    .selectFrom('communications')
    .select(sql<string>`lower(name)`.as('name'))
    .where('client_id', '=', clientId)
    .where('archived_at', 'is', null)
    .where(
      sql<boolean>`lower(name) like ${`${first.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    )
    .execute();
  const names = new Set(taken.map((row) => row.name));
  if (!names.has(first.toLowerCase())) return first;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${copyName(name, COMMUNICATION_NAME_MAX - suffix.length)}${suffix}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * POST Communication/DuplicateCommunication: a new Draft "Copy of <name>" with the same
 * channel, audience, content and settings; none of the original's runs, schedule state,
 * approval or figures come with it.
 */
export async function duplicateCommunication(
  deps: TCommunicationDeps,
  scope: TListScope & { userId: number },
  communicationId: number,
): Promise<TCommunicationRow> {
  return withTenant(deps.db, { clientId: scope.clientId }, async (trx) => {
    await lockCommunication(trx, scope, communicationId);
    const source = await trx
      .selectFrom('communications')
      .select('name')
      .where('client_id', '=', scope.clientId)
      .where('id', '=', communicationId)
      .executeTakeFirstOrThrow();
    const name = await freeCopyName(trx, scope.clientId, source.name);
    const { rows } = await sql<{ id: number }>`
      insert into communications (client_id, department_id, name, channel_id, status, audience,
        audience_size, budget, created_by, template_id, content, sender, schedule,
        throttle_per_minute, send_window, frequency_cap, approver_ids, estimated_cost_minor)
      select client_id, department_id, ${name}, channel_id, ${STATUS.draft}, audience,
        audience_size, budget, ${scope.userId}, template_id, content, sender, schedule,
        throttle_per_minute, send_window, frequency_cap, approver_ids, estimated_cost_minor
      from communications
      where client_id = ${scope.clientId} and id = ${communicationId}
      returning id`.execute(trx);
    const copy = await selectCommunicationRow(trx, scope, Number(rows[0]!.id));
    if (!copy) throw new AppError('NOT_FOUND', COMM_MSG.notFound);
    return copy;
  });
}
