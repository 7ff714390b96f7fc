import { CHANNEL_MSG } from '@resonate/contracts/communication-settings/channel-common';
import {
  ACCOUNT_MSG,
  accountProviderOf,
  requiredFieldsOf,
  type TChannelAccount,
  type TChannelAccountTestResult,
  type TWebhookChoice,
} from '@resonate/contracts/communication-settings/channel-accounts';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { STORED_SECRET_MSG } from '@resonate/contracts/stored-secrets';
import { adapterFor } from '../channel-common/adapter-for.ts';
import { keepSecretOnlyForSameEndpoint } from '#/crypto/keep-secret.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/session/session-cache.ts';
import { findWebhookRow } from '#/modules/data-exchange/repositories/webhooks-repository.ts';
import { accountAdapter } from './account-adapter.ts';
import { checkApiBaseUrl } from '../channel-common/check-api-base-url.ts';
import {
  assertFresh,
  ownClient,
  ownClientAdmin,
  type TChannelDeps,
} from '../channel-common/scope.ts';
import { channelSecretBox } from '../channel-common/secrets.ts';
import {
  accountSecretContext,
  findChannelAccountRow,
  listChannelAccountRows,
} from './channel-account-repository.ts';
import { toChannelAccount } from './channel-account-view.ts';
import { assertChannelLicensed } from '#/modules/licence/standing/licence-guards.ts';

const invalid = (errors: Record<string, string>) =>
  new AppError('BAD_REQUEST', 'Invalid request', { errors });

/** POST CommunicationSetting/GetChannelAccounts: every saved account and the webhooks to choose. */
export async function getChannelAccounts(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number },
): Promise<{ accounts: TChannelAccount[]; webhooks: TWebhookChoice[] }> {
  ownClient(auth, body);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const rows = await listChannelAccountRows(trx);
    const webhooks = await trx
      .selectFrom('webhooks')
      .select(['id', 'url', 'active'])
      .orderBy('id')
      .execute();
    return {
      accounts: rows.map(toChannelAccount),
      webhooks: webhooks.map((w) => ({ webhookId: Number(w.id), url: w.url, active: w.active })),
    };
  });
}

type TUpsertBody = {
  clientId: number;
  channelId: number;
  provider: string;
  settings: Partial<Record<string, string>>;
  secret?: string;
  apiBaseUrl: string;
  webhookId: number | null;
  updatedAt?: string;
};

/**
 * POST CommunicationSetting/UpsertChannelAccount (account admins): saves the channel's provider,
 * its fields, its secret (sealed; empty keeps the stored one while the provider and API base URL
 * stay the same) and its webhook. Only the fields
 * the provider uses are kept. An edit names the version it edited (409 when stale).
 */
export async function upsertChannelAccount(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: TUpsertBody,
): Promise<TChannelAccount> {
  ownClientAdmin(auth, body);
  const provider = accountProviderOf(body.channelId, body.provider);
  if (!provider) throw invalid({ provider: ACCOUNT_MSG.providerRequired });
  const apiBaseUrl = provider.apiBaseUrl ? body.apiBaseUrl : '';
  await checkApiBaseUrl(apiBaseUrl, { allowPrivate: deps.config.allowPrivateChannelHosts });
  const settings: Record<string, string> = {};
  for (const field of provider.fields) {
    const value = body.settings[field];
    if (value) settings[field] = value;
  }
  const box = channelSecretBox(deps.config.appSecret);
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    // A channel the licence leaves out cannot be set up.
    await assertChannelLicensed(trx, auth.clientId, body.channelId);
    const row = await findChannelAccountRow(trx, body.channelId, true);
    if (row) assertFresh(body.updatedAt, row.updated_at);
    const secretSealed = !provider.secret
      ? null
      : body.secret
        ? box.seal(body.secret, accountSecretContext(auth.clientId, body.channelId))
        : keepSecretOnlyForSameEndpoint({
            stored: row?.secret_sealed,
            storedEndpoint: row ? [row.provider, row.api_base_url] : undefined,
            endpoint: [provider.id, apiBaseUrl],
            field: 'secret',
            message: STORED_SECRET_MSG.accountSecret,
          });
    const errors: Record<string, string> = {};
    for (const field of requiredFieldsOf(provider)) {
      if (!settings[field]) errors[`settings.${field}`] = ACCOUNT_MSG.fieldRequired;
    }
    if (provider.secret && !secretSealed) errors.secret = ACCOUNT_MSG.secretRequired;
    const webhookId = provider.webhook ? body.webhookId : null;
    if (provider.webhook && !webhookId) errors.webhookId = ACCOUNT_MSG.webhookRequired;
    if (webhookId && !(await findWebhookRow(trx, webhookId))) {
      errors.webhookId = ACCOUNT_MSG.webhookGone;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const values = {
      provider: provider.id,
      settings: JSON.stringify(settings),
      secret_sealed: secretSealed,
      api_base_url: apiBaseUrl,
      webhook_id: webhookId,
    };
    // The version is to the millisecond, as the form holds it (JSON dates carry no more).
    const version = sql<Date>`date_trunc('milliseconds', greatest(now(),
      coalesce(channel_accounts.updated_at, now()) + interval '1 millisecond'))`;
    const saved = await trx
      .insertInto('channel_accounts')
      .values({
        client_id: auth.clientId,
        channel_id: body.channelId,
        ...values,
        updated_at: sql<Date>`date_trunc('milliseconds', now())`,
      })
      .onConflict((oc) =>
        oc.columns(['client_id', 'channel_id']).doUpdateSet({ ...values, updated_at: version }),
      )
      .returningAll()
      .executeTakeFirst();
    if (!saved) throw new AppError('CONFLICT', CHANNEL_MSG.stale);
    return toChannelAccount(saved);
  });
}

/** POST CommunicationSetting/DeleteChannelAccount (account admins): 404 when none is saved. */
export async function deleteChannelAccount(
  deps: TChannelDeps,
  auth: TAuthContext,
  body: { clientId: number; channelId: number },
): Promise<void> {
  ownClientAdmin(auth, body);
  const deleted = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    trx.deleteFrom('channel_accounts').where('channel_id', '=', body.channelId).executeTakeFirst(),
  );
  if (Number(deleted.numDeletedRows) === 0) throw new AppError('NOT_FOUND', ACCOUNT_MSG.notFound);
}

/**
 * POST CommunicationSetting/TestChannelAccount (account admins): one text through the saved
 * account (SMS, LINE) or one test payload to its webhook (outside platforms), and the
 * provider's verdict. Direct mail writes files and has nothing to test. The request goes out
 * after the transaction, so a slow provider holds no database lock.
 */
export async function testChannelAccount(
  deps: TChannelDeps & { log: FastifyBaseLogger },
  auth: TAuthContext,
  body: { clientId: number; channelId: number; to: string; text: string },
): Promise<TChannelAccountTestResult> {
  ownClientAdmin(auth, body);
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findChannelAccountRow(trx, body.channelId),
  );
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_MSG.notFound);
  const provider = accountProviderOf(row.channel_id, row.provider);
  if (!provider || (!provider.secret && !provider.webhook)) {
    throw new AppError('BAD_REQUEST', ACCOUNT_MSG.testNotSendable);
  }
  if (provider.webhook) {
    if (!row.webhook_id) throw new AppError('CONFLICT', ACCOUNT_MSG.webhookRequired);
    const adapter = await adapterFor(deps, auth.clientId, {
      channel: 'webhook',
      webhookId: Number(row.webhook_id),
    });
    const result = await adapter.send({
      to: body.to,
      text: body.text,
      data: { test: true, channelId: body.channelId },
    });
    return { ok: result.ok, response: result.response };
  }
  const { adapter } = accountAdapter(deps, auth.clientId, row);
  const result = await adapter.send({ to: body.to, text: body.text });
  return { ok: result.ok, response: result.response };
}
