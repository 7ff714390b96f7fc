import { sql } from 'kysely';
import { COMPOSE_LIMITS, type TComposeOptions } from '@resonate/contracts/campaigns/compose';
import {
  CHANNEL_IDS_BY_NAME,
  contentKindOf,
  SENDABLE_CHANNEL_IDS,
} from '@resonate/contracts/campaigns/content';
import { channelName } from '@resonate/contracts/channels';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { listSmtpDomainRows, missingRecords } from '#/modules/communication-settings/index.ts';
import { channelReady } from '../channels/sender-for.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { composeSettings } from './client-compose-settings.ts';

/**
 * Whether the channel can send, as the channels helper decides. A failure to decide (settings
 * unreadable) counts as not ready: the picker then points to Communication settings.
 */
export async function channelIsReady(
  deps: TCommunicationDeps,
  clientId: number,
  channelId: number,
  sender: Record<string, unknown> = {},
): Promise<boolean> {
  try {
    return await channelReady(deps, clientId, channelId, sender);
  } catch (error) {
    deps.log.debug({ err: error, channelId }, 'channel readiness unknown');
    return false;
  }
}

/** POST Communication/GetComposeOptions: lists, channels, the client's clock and approval rule. */
export async function getComposeOptions(
  deps: TCommunicationDeps,
  auth: TAuthContext,
): Promise<TComposeOptions> {
  const { settings, lists, templateCounts, domains } = await withTenant(
    deps.db,
    { clientId: auth.clientId },
    async (trx) => ({
      settings: await composeSettings(trx, auth.clientId),
      lists: await trx
        .selectFrom('audience_lists')
        .select([
          'id',
          'name',
          'kind',
          'member_count',
          sql<number | null>`case when expires_at is null then null
            else greatest(0, ceil(extract(epoch from expires_at - now()) / 86400))::int end`.as(
            'days_left',
          ),
        ])
        .where('client_id', '=', auth.clientId)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(COMPOSE_LIMITS.listsMax)
        .execute(),
      templateCounts: await trx
        .selectFrom('communication_templates')
        .select([
          'channel_id',
          sql<number>`count(*)::int`.as('total'),
          sql<number>`(count(*) filter (where status = 'ready'))::int`.as('ready'),
        ])
        .where('client_id', '=', auth.clientId)
        .where('archived_at', 'is', null)
        .groupBy('channel_id')
        .execute(),
      domains: await listSmtpDomainRows(trx),
    }),
  );
  const counts = new Map(templateCounts.map((row) => [row.channel_id, row]));
  const channels = await Promise.all(
    SENDABLE_CHANNEL_IDS.map(async (channelId) => {
      const inLicence = settings.channelIds.includes(channelId);
      return {
        channelId,
        name: channelName(channelId) ?? String(channelId),
        inLicence,
        ready: inLicence && (await channelIsReady(deps, auth.clientId, channelId)),
        contentKind: contentKindOf(channelId),
        needsAudience: channelId !== CHANNEL_IDS_BY_NAME.qrCode,
        templates: Number(counts.get(channelId)?.total ?? 0),
        readyTemplates: Number(counts.get(channelId)?.ready ?? 0),
      };
    }),
  );
  return {
    lists: lists.map((list) => ({
      listId: Number(list.id),
      name: list.name,
      kind: list.kind,
      memberCount: list.kind === 'dynamic' ? null : Number(list.member_count),
      daysLeft: list.kind === 'adhoc' && list.days_left !== null ? Number(list.days_left) : null,
    })),
    channels,
    timeZone: settings.timeZone,
    timeZoneId: settings.timeZoneId,
    approvalRequired: settings.approvalRequired,
    currency: settings.currency,
    sendingDomains: domains
      .map((row) => ({
        domainId: Number(row.id),
        domainName: row.domain_name,
        fromMail: row.from_mail,
        verified: row.verified_at !== null,
        missing: row.verified_at !== null ? [] : missingRecords(row),
      }))
      .sort((a, b) => Number(b.verified) - Number(a.verified)),
  };
}
