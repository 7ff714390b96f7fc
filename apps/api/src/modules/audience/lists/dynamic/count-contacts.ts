import { sql } from 'kysely';
import type { TListMember } from '@resonate/contracts/audience/list-members';
import { PREVIEW_SAMPLE_SIZE } from '@resonate/contracts/audience/dynamic-lists';
import { AppError } from '#/errors.ts';
import { selectionFrom, type TContactSelection } from '../contact-selection.ts';
import type { TTrx } from '../list-repository.ts';
import { COLUMNS, toMember, type TMemberRow } from '../member-rows.ts';

export const RULE_TOO_SLOW = 'This rule takes too long to evaluate; simplify it and try again';

/**
 * Settings for evaluating a rule, local to the transaction. The hash tables of list and event
 * sets get room for a 5 million audience: 64 MB of work memory (the 4 MB default spills) and
 * six times that for hashes, which the planner needs before it hashes a set under an OR at
 * all (it reckons 40 bytes a passport id, so 200 MB for 5 million; they take about 65). A
 * runaway rule is stopped rather than holding a connection: the live preview asks often.
 */
export async function prepareEvaluation(trx: TTrx): Promise<void> {
  await sql`select set_config('work_mem', '64MB', true),
    set_config('hash_mem_multiplier', '6', true),
    set_config('statement_timeout', '20s', true)`.execute(trx);
}

/** A cancelled statement (the timeout above) is the rule's fault, not the server's. */
export function asRuleError(error: unknown): unknown {
  const code = (error as { code?: string } | undefined)?.code;
  return code === '57014' ? new AppError('UNPROCESSABLE', RULE_TOO_SLOW) : error;
}

export async function countMatching(
  trx: TTrx,
  clientId: number,
  selection: TContactSelection,
): Promise<number> {
  const result = await sql<{ n: string }>`select count(*) as n
    from ${selectionFrom(clientId, selection)}`.execute(trx);
  return Number(result.rows[0]?.n ?? 0);
}

/** A few matching contacts, to show who the rule finds. */
export async function sampleMatching(
  trx: TTrx,
  clientId: number,
  selection: TContactSelection,
): Promise<TListMember[]> {
  const result = await sql<TMemberRow>`select ${COLUMNS}, null::timestamptz as added_at
    from ${selectionFrom(clientId, selection)} limit ${PREVIEW_SAMPLE_SIZE}`.execute(trx);
  return result.rows.map(toMember);
}
