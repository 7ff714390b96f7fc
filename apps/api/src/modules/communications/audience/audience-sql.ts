import { sql, type RawBuilder } from 'kysely';
import {
  ADDRESS_ATTRIBUTES,
  addressKindOf,
  consentKeyOf,
} from '@resonate/contracts/campaigns/content';
import { COMM_MSG, type TAudience } from '@resonate/contracts/campaigns/communications';
import { keyedAddressHashSql } from '#/crypto/address-hash.ts';
import { AppError } from '#/errors.ts';
import {
  pendingOptInSql,
  selectionFrom,
  type TContactSelection,
  storedRuleSelection,
} from '#/modules/audience/index.ts';
import type { TTrx } from '#/modules/audience/index.ts';
import { topicUnsubscribedSql } from '#/modules/subscriptions/index.ts';

/**
 * Who a communication reaches (issue 9): the contacts of its lists (target, ad-hoc and dynamic,
 * evaluated now), minus the members of its suppression lists, who have an address on the
 * channel, have not unsubscribed from it, and whose address is not on the suppression list
 * (hard bounces, invalid numbers, complaints, unsubscribes). One place, so the review step's
 * count and the sending engine's expansion can never disagree. SQL over `contacts c`.
 */

type TListRow = {
  id: number;
  kind: 'target' | 'adhoc' | 'dynamic';
  rule: unknown;
  expired: boolean;
};

/** Lists of the audience, checked: every one must still exist and not have expired. */
async function loadLists(trx: TTrx, clientId: number, ids: readonly number[]): Promise<TListRow[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('audience_lists')
    .select([
      'id',
      'kind',
      'rule',
      sql<boolean>`coalesce(expires_at <= now(), false)`.as('expired'),
    ])
    .where('client_id', '=', clientId)
    .where('id', 'in', [...ids])
    .execute();
  if (rows.length !== new Set(ids).size) throw new AppError('CONFLICT', COMM_MSG.listGone);
  if (rows.some((row) => row.expired)) throw new AppError('CONFLICT', COMM_MSG.listExpired);
  return rows as TListRow[];
}

/** `c.id` belongs to one of the lists. */
function inAnyList(clientId: number, lists: readonly TListRow[]): RawBuilder<boolean> {
  if (lists.length === 0) return sql<boolean>`false`;
  const parts: RawBuilder<boolean>[] = [];
  const staticIds = lists.filter((list) => list.kind !== 'dynamic').map((list) => list.id);
  if (staticIds.length > 0) {
    parts.push(sql<boolean>`c.id in (select m.contact_id from audience_list_members m
      where m.client_id = ${clientId} and m.list_id = any(${staticIds}::bigint[]))`);
  }
  for (const list of lists.filter((l) => l.kind === 'dynamic')) {
    const rule = storedRuleSelection(clientId, list.rule);
    // A subquery of its own: each rule's joins keep their aliases to themselves.
    parts.push(sql<boolean>`c.id in (select c.id from ${selectionFrom(clientId, rule)})`);
  }
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** The contact's address on the channel, as text (null when it has none). */
export function addressSql(channelId: number): RawBuilder<string | null> {
  const identity = (kind: string) => sql<string | null>`(select i.value from contact_identities i
    where i.client_id = c.client_id and i.contact_id = c.id and i.kind = ${kind}
    order by i.created_at desc limit 1)`;
  switch (addressKindOf(channelId)) {
    case 'email':
      return sql<string | null>`c.email`;
    case 'mobile':
      return sql<string | null>`c.mobile`;
    case 'webPush':
      return identity('web_push');
    case 'deviceToken':
      return identity('device_token');
    case 'lineUserId':
      return sql<
        string | null
      >`nullif(trim(c.attributes ->> ${ADDRESS_ATTRIBUTES.lineUserId}), '')`;
    case 'postal':
      // The postcode is the address's key: a letter goes to one household once.
      return sql<string | null>`case
        when nullif(trim(c.attributes ->> 'addressLine1'), '') is not null
          and nullif(trim(c.attributes ->> 'postcode'), '') is not null
        then upper(trim(c.attributes ->> 'postcode')) || ' ' || lower(trim(c.attributes ->> 'addressLine1'))
        end`;
    case 'passport':
      return sql<string | null>`c.passport_id::text`;
  }
}

/** The contact `c` has unsubscribed from the channel. */
export function unsubscribedSql(channelId: number): RawBuilder<boolean> {
  const key = consentKeyOf(channelId);
  return key === undefined
    ? sql<boolean>`false`
    : sql<boolean>`coalesce(c.consent ->> ${key} = 'unsubscribed', false)`;
}

/**
 * The address (the contact's on the channel unless given) is on the suppression list, which
 * holds keyed hashes only: the address is hashed here, in SQL (see crypto/address-hash.ts).
 * Hashing costs about a microsecond a row, so a channel without suppressions (checked once
 * per query) skips it.
 */
export function suppressedSql(
  clientId: number,
  channelId: number,
  address: RawBuilder<string | null> = addressSql(channelId),
): RawBuilder<boolean> {
  const channel = sql`s.client_id = ${clientId} and s.channel_id = ${channelId}`;
  return sql<boolean>`((select exists (select 1 from suppressions s where ${channel}))
    and exists (select 1 from suppressions s where ${channel}
      and s.address_hash = ${keyedAddressHashSql(address)}))`;
}

/** The parts of an audience, for the count and for the expansion. */
export type TAudienceParts = {
  /** In a list and not in a suppression list. */
  base: RawBuilder<boolean>;
  address: RawBuilder<string | null>;
  unsubscribed: RawBuilder<boolean>;
  suppressed: RawBuilder<boolean>;
};

export async function audienceParts(
  trx: TTrx,
  clientId: number,
  channelId: number,
  audience: TAudience,
): Promise<TAudienceParts> {
  if (audience.listIds.length === 0) throw new AppError('BAD_REQUEST', COMM_MSG.listRequired);
  const lists = await loadLists(trx, clientId, audience.listIds);
  const excluded = await loadLists(trx, clientId, audience.suppressionListIds);
  const base =
    excluded.length === 0
      ? inAnyList(clientId, lists)
      : sql<boolean>`(${inAnyList(clientId, lists)} and not ${inAnyList(clientId, excluded)})`;
  return {
    // A contact whose double opt-in is pending gets no email until confirmed (issue 28).
    base: sql<boolean>`(${base} and not ${pendingOptInSql(channelId)})`,
    address: addressSql(channelId),
    // Unsubscribed from the channel, or not subscribed to the communication's topic (issue 28).
    unsubscribed: sql<boolean>`(${unsubscribedSql(channelId)} or ${topicUnsubscribedSql(clientId, audience.topicId)})`,
    suppressed: suppressedSql(clientId, channelId),
  };
}

/** The contacts the communication sends to, for `select ... from contacts c where ...`. */
export async function audienceSelection(
  trx: TTrx,
  clientId: number,
  channelId: number,
  audience: TAudience,
): Promise<TContactSelection> {
  const parts = await audienceParts(trx, clientId, channelId, audience);
  return {
    joins: sql``,
    where: sql<boolean>`${parts.base} and ${parts.address} is not null
      and not ${parts.unsubscribed} and not ${parts.suppressed}`,
  };
}

export type TAudienceCount = {
  eligible: number;
  noAddress: number;
  unsubscribed: number;
  suppressed: number;
};

/** The review step's figures, in one pass over the lists' contacts. */
export async function countAudience(
  trx: TTrx,
  clientId: number,
  channelId: number,
  audience: TAudience,
): Promise<TAudienceCount> {
  const parts = await audienceParts(trx, clientId, channelId, audience);
  await sql`select set_config('work_mem', '64MB', true)`.execute(trx);
  const result = await sql<{
    eligible: string;
    no_address: string;
    unsubscribed: string;
    suppressed: string;
  }>`
    select
      count(*) filter (where x.address is not null and not x.unsubscribed and not x.suppressed) as eligible,
      count(*) filter (where x.address is null) as no_address,
      count(*) filter (where x.address is not null and x.unsubscribed) as unsubscribed,
      count(*) filter (where x.address is not null and not x.unsubscribed and x.suppressed) as suppressed
    from (
      select ${parts.address} as address, ${parts.unsubscribed} as unsubscribed,
        ${parts.suppressed} as suppressed
      from contacts c where c.client_id = ${clientId} and ${parts.base}
    ) x`.execute(trx);
  const row = result.rows[0];
  return {
    eligible: Number(row?.eligible ?? 0),
    noAddress: Number(row?.no_address ?? 0),
    unsubscribed: Number(row?.unsubscribed ?? 0),
    suppressed: Number(row?.suppressed ?? 0),
  };
}
