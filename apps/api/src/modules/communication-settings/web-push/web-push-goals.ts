import { sql } from 'kysely';
import { GOAL_MSG, PUSH_GOALS_MAX } from '@resonate/contracts/communication-settings/push-common';
import type { TWebPushGoal } from '@resonate/contracts/communication-settings/web-push-goals';
import { WEB_PUSH_CHANNEL_ID } from '#/channels/web-push-adapter.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  assertFresh,
  ownClient,
  ownClientAdmin,
  type TChannelDeps,
} from '../channel-common/scope.ts';
import { countGoalConversions } from '../push-common/push-events.ts';
import {
  countGoalRows,
  deleteGoalRow,
  findGoalRow,
  goalNameTaken,
  insertGoalRow,
  listGoalRows,
  updateGoalRow,
  type TWebPushGoalRow,
} from './goals-repository.ts';

type TUpsertBody = {
  clientId: number;
  goalId?: number;
  updatedAt?: string;
  name: string;
  kind: 'url' | 'event';
  match: 'equals' | 'contains' | 'starts_with';
  target: string;
  value: number | null;
};

function toGoal(row: TWebPushGoalRow, conversions: number): TWebPushGoal {
  return {
    goalId: row.id,
    name: row.name,
    kind: row.kind,
    match: row.match,
    target: row.target,
    value: row.value === null ? null : Number(row.value),
    conversions,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** POST CommunicationSetting/GetWebPushGoalSettings: the goals with their recent conversions. */
export async function getWebPushGoals(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
) {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const [rows, conversions] = await Promise.all([
      listGoalRows(trx),
      countGoalConversions(trx, WEB_PUSH_CHANNEL_ID, 'wp'),
    ]);
    return rows.map((row) => toGoal(row, conversions.get(row.id) ?? 0));
  });
}

/** POST CommunicationSetting/UpsertWebPushGoalSetting (account admins): adds or edits a goal. */
export async function upsertWebPushGoal(deps: TChannelDeps, auth: TAuthContext, body: TUpsertBody) {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = body.goalId === undefined ? undefined : await findGoalRow(trx, body.goalId, true);
    if (body.goalId !== undefined && !row) throw new AppError('NOT_FOUND', GOAL_MSG.notFound);
    if (row) assertFresh(body.updatedAt, row.updated_at);
    // Two admins adding at once must not both pass the count or the name check.
    await sql`select pg_advisory_xact_lock(hashtext(${`web-push-goals:${auth.clientId}`}))`.execute(
      trx,
    );
    if (await goalNameTaken(trx, body.name, row?.id)) {
      throw new AppError('BAD_REQUEST', GOAL_MSG.nameExists, {
        errors: { name: GOAL_MSG.nameExists },
      });
    }
    const values = {
      name: body.name,
      kind: body.kind,
      match: body.match,
      target: body.target,
      value: body.value,
    };
    if (row) return toGoal(await updateGoalRow(trx, row.id, values), 0);
    if ((await countGoalRows(trx)) >= PUSH_GOALS_MAX)
      throw new AppError('CONFLICT', GOAL_MSG.tooMany);
    return toGoal(await insertGoalRow(trx, auth.clientId, values), 0);
  });
}

/** POST CommunicationSetting/DeleteWebPushGoalSetting (account admins). */
export async function deleteWebPushGoal(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; goalId: number },
): Promise<void> {
  ownClientAdmin(auth, body);
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    deleteGoalRow(trx, body.goalId),
  );
  if (!deleted) throw new AppError('NOT_FOUND', GOAL_MSG.notFound);
}
