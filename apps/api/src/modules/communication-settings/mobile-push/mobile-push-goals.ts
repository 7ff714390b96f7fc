import { sql, type Selectable, type Transaction } from 'kysely';
import { GOAL_MSG, PUSH_GOALS_MAX } from '@resonate/contracts/communication-settings/push-common';
import {
  MOBILE_GOAL_TYPES,
  type TMobileGoalType,
  type TMobilePushGoal,
} from '@resonate/contracts/communication-settings/mobile-push-goals';
import { MOBILE_PUSH_CHANNEL_ID } from '#/channels/fcm-adapter.ts';
import type { DB, MobilePushGoalsTable } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import {
  assertFresh,
  firstVersion,
  nextVersion,
  ownClient,
  ownClientAdmin,
  type TChannelDeps,
} from '../channel-common/scope.ts';
import { countGoalConversions } from '../push-common/push-events.ts';
import { requireApp } from './app-scope.ts';

type TGoalRow = Selectable<MobilePushGoalsTable>;

function toGoal(row: TGoalRow, conversions: number): TMobilePushGoal {
  return {
    goalId: row.id,
    mobileAppId: row.app_id,
    name: row.name,
    goalType: row.goal_type,
    match: row.match,
    target: row.target,
    value: row.value === null ? null : Number(row.value),
    conversions,
    updatedAt: row.updated_at.toISOString(),
  };
}

export function listAppGoalRows(trx: Transaction<DB>, appId: number, goalType?: TMobileGoalType) {
  let query = trx.selectFrom('mobile_push_goals').selectAll().where('app_id', '=', appId);
  if (goalType) query = query.where('goal_type', '=', goalType);
  return query.orderBy('name').execute();
}

/** POST CommunicationSetting/GetMobilePushGoalSettings: an app's goals with recent conversions. */
export async function getMobilePushGoals(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; mobileAppId: number },
) {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await requireApp(trx, body.mobileAppId);
    const [rows, conversions] = await Promise.all([
      listAppGoalRows(trx, body.mobileAppId),
      countGoalConversions(trx, MOBILE_PUSH_CHANNEL_ID, 'mp'),
    ]);
    return rows.map((row) => toGoal(row, conversions.get(row.id) ?? 0));
  });
}

type TUpsertBody = {
  clientId: number;
  mobileAppId: number;
  goalId?: number;
  updatedAt?: string;
  name: string;
  goalType: TMobileGoalType;
  match: 'equals' | 'contains' | 'starts_with';
  target: string;
  value: number | null;
};

/** POST CommunicationSetting/UpsertMobilePushGoalSetting (account admins). */
export async function upsertMobilePushGoal(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TUpsertBody,
) {
  ownClientAdmin(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await requireApp(trx, body.mobileAppId);
    const row =
      body.goalId === undefined
        ? undefined
        : await trx
            .selectFrom('mobile_push_goals')
            .selectAll()
            .where('id', '=', body.goalId)
            .forUpdate()
            .executeTakeFirst();
    if (body.goalId !== undefined && (!row || row.app_id !== body.mobileAppId)) {
      throw new AppError('NOT_FOUND', GOAL_MSG.notFound);
    }
    if (row) assertFresh(body.updatedAt, row.updated_at);
    await sql`select pg_advisory_xact_lock(hashtext(${`mobile-push-goals:${auth.clientId}`}))`.execute(
      trx,
    );
    const others = (await listAppGoalRows(trx, body.mobileAppId)).filter(
      (goal) => goal.id !== row?.id,
    );
    if (others.some((goal) => goal.name.toLowerCase() === body.name.toLowerCase())) {
      throw new AppError('BAD_REQUEST', GOAL_MSG.nameExists, {
        errors: { name: GOAL_MSG.nameExists },
      });
    }
    const values = {
      name: body.name,
      goal_type: body.goalType,
      match: body.match,
      target: body.target,
      value: body.value,
    };
    if (row) {
      const updated = await trx
        .updateTable('mobile_push_goals')
        .set({ ...values, updated_at: nextVersion })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toGoal(updated, 0);
    }
    if (others.length >= PUSH_GOALS_MAX) throw new AppError('CONFLICT', GOAL_MSG.tooMany);
    const inserted = await trx
      .insertInto('mobile_push_goals')
      .values({
        client_id: auth.clientId,
        app_id: body.mobileAppId,
        ...values,
        updated_at: firstVersion,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toGoal(inserted, 0);
  });
}

/** POST CommunicationSetting/DeleteMobilePushGoalSetting (account admins). */
export async function deleteMobilePushGoal(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; goalId: number },
): Promise<void> {
  ownClientAdmin(auth, body);
  const result = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    trx.deleteFrom('mobile_push_goals').where('id', '=', body.goalId).executeTakeFirst(),
  );
  if (result.numDeletedRows === 0n) throw new AppError('NOT_FOUND', GOAL_MSG.notFound);
}

/** The SDK call that meets each goal type (see the setup samples' track function). */
const SDK_CALLS: Record<TMobileGoalType, string> = {
  screen_view: 'ResonatePush.track(token, "screen_view", "Checkout")',
  event: 'ResonatePush.track(token, "event", "signup")',
  purchase: 'ResonatePush.track(token, "purchase", "SKU-1234")',
  deep_link_open: 'ResonatePush.track(token, "deep_link_open", "myapp://offers/42")',
};

/** POST CommunicationSetting/GetMobilePushGoalMaster: the goal types and how the app meets each. */
export function getMobilePushGoalMaster(auth: TAuthContext, body: { clientId: number }) {
  ownClient(auth, body);
  return MOBILE_GOAL_TYPES.map((goalType) => ({ goalType, sdkCall: SDK_CALLS[goalType] }));
}
