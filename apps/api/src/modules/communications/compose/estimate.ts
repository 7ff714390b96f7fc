import { sql } from 'kysely';
import { COMM_MSG, type TEstimate } from '@resonate/contracts/campaigns/communications';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { estimateCostMinor, pricePlanOf } from '@resonate/contracts/pricing/price-plans';
import { withTenant } from '#/db/tenant.ts';
import { AppError, isAppError } from '#/errors.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { countAudience, type TAudienceCount } from '../audience/audience-sql.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { composeSettings, type TComposeSettings } from './client-compose-settings.ts';
import { audienceOf, loadCommunication, type TCommunicationRow } from './communication-view.ts';
import { EDITABLE_STATUSES } from './save-draft.ts';

const NO_ONE: TAudienceCount = { eligible: 0, noAddress: 0, unsubscribed: 0, suppressed: 0 };

/**
 * The audience of a communication, counted. QR codes have none. A list that is gone or expired
 * is a field error of the audience step (the shared SQL throws it as a conflict).
 */
export async function countCommunicationAudience(
  trx: TTrx,
  clientId: number,
  row: TCommunicationRow,
): Promise<TAudienceCount> {
  if (row.channel_id === CHANNEL_IDS_BY_NAME.qrCode) return NO_ONE;
  const audience = audienceOf(row);
  if (audience.listIds.length === 0) return NO_ONE;
  try {
    return await countAudience(trx, clientId, row.channel_id, audience);
  } catch (error) {
    if (
      isAppError(error) &&
      (error.message === COMM_MSG.listGone || error.message === COMM_MSG.listExpired)
    ) {
      throw new AppError('BAD_REQUEST', error.message, {
        errors: { 'audience.listIds': error.message },
      });
    }
    throw error;
  }
}

/** Messages of the channel the client has been sent this calendar month (UTC), all runs. */
export async function messagesThisMonth(
  trx: TTrx,
  clientId: number,
  channelId: number,
  now = new Date(),
): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const row = await trx
    .selectFrom('messages')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('client_id', '=', clientId)
    .where('channel_id', '=', channelId)
    .where('created_at', '>=', monthStart)
    .where('status', 'in', ['sent', 'delivered', 'sending', 'queued'])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The review step's figures, from counts already taken. */
export async function estimateOf(
  trx: TTrx,
  clientId: number,
  row: TCommunicationRow,
  settings: TComposeSettings,
  count: TAudienceCount,
): Promise<TEstimate> {
  const included = pricePlanOf(settings.licenceTypeId).channels[row.channel_id]?.includedPerMonth;
  const includedRemaining =
    included === undefined || included === 0
      ? null
      : Math.max(0, included - (await messagesThisMonth(trx, clientId, row.channel_id)));
  return {
    audienceSize: count.eligible,
    excluded: {
      noAddress: count.noAddress,
      unsubscribed: count.unsubscribed,
      suppressed: count.suppressed,
    },
    estimatedCostMinor: estimateCostMinor(settings.licenceTypeId, row.channel_id, count.eligible),
    currency: settings.currency,
    includedRemaining,
  };
}

/**
 * POST Communication/EstimateCommunication: who the saved audience reaches now and what it
 * costs at list price; stored on the communication (audience_size, estimated_cost_minor).
 */
export async function estimateCommunication(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  communicationId: number,
): Promise<TEstimate> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadCommunication(trx, auth, communicationId);
    const settings = await composeSettings(trx, auth.clientId);
    const count = await countCommunicationAudience(trx, auth.clientId, row);
    const estimate = await estimateOf(trx, auth.clientId, row, settings, count);
    // Figures of a communication already under way belong to the engine: only drafts store them.
    await trx
      .updateTable('communications')
      .set({
        audience_size: estimate.audienceSize,
        estimated_cost_minor: estimate.estimatedCostMinor,
      })
      .where('client_id', '=', auth.clientId)
      .where('id', '=', communicationId)
      .where('status', 'in', [...EDITABLE_STATUSES])
      .execute();
    return estimate;
  });
}
