import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { TWaInboundBody } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { withTenant } from '#/db/tenant.ts';
import { sameBytes } from '#/modules/auth/index.ts';
import { channelSecretBox, secretContext } from '../../channel-common/secrets.ts';
import type { TChannelDeps } from '../../channel-common/scope.ts';
import { findWhatsAppRow } from '../whatsapp-repository.ts';

const WA_ID = /^\d{6,15}$/;

/** The webhook's verification handshake: the verify token saved in the WhatsApp settings. */
export async function verifyTokenMatches(
  deps: TChannelDeps,
  clientId: number,
  token: string,
): Promise<boolean> {
  const row = await withTenant(deps.db, { clientId }, (trx) => findWhatsAppRow(trx));
  if (!row?.verify_token_sealed) return false;
  const saved = Buffer.from(
    channelSecretBox(deps.config.appSecret).open(
      row.verify_token_sealed,
      secretContext(clientId, 'whatsapp.webhookVerifyToken'),
    ),
  );
  return sameBytes(saved, Buffer.from(token));
}

/**
 * Meta signs each webhook post with the app's secret: `X-Hub-Signature-256: sha256=` and the hex
 * HMAC-SHA256 of the exact body. With an app secret saved, a post must carry it; without one
 * there is nothing to check it against, and the callback key in the path is the only proof.
 */
export async function signatureMatches(
  deps: TChannelDeps,
  clientId: number,
  rawBody: Buffer | undefined,
  header: string | string[] | undefined,
): Promise<boolean> {
  const row = await withTenant(deps.db, { clientId }, (trx) => findWhatsAppRow(trx));
  if (!row?.app_secret_sealed) return true;
  if (typeof header !== 'string' || rawBody === undefined) return false;
  const secret = channelSecretBox(deps.config.appSecret).open(
    row.app_secret_sealed,
    secretContext(clientId, 'whatsapp.appSecret'),
  );
  const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
  return sameBytes(Buffer.from(expected), Buffer.from(header.trim().toLowerCase()));
}

/**
 * Records when each number last wrote to the client (issue 22, item 9): the start of its
 * 24-hour window. Only messages to the client's own WhatsApp number count; a timestamp in the
 * future counts as now (a sender's clock cannot stretch the window). Statuses and other
 * changes are ignored. Answers how many messages were recorded.
 */
export async function recordWhatsAppInbound(
  deps: TChannelDeps,
  clientId: number,
  body: TWaInboundBody,
  now = new Date(),
): Promise<number> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const row = await findWhatsAppRow(trx);
    if (!row) return 0;
    const latest = new Map<string, Date>();
    for (const change of body.entry.flatMap((entry) => entry.changes)) {
      const to = change.value.metadata?.phone_number_id;
      if (to !== undefined && to !== row.phone_number_id) continue;
      for (const message of change.value.messages ?? []) {
        const seconds = Number(message.timestamp);
        if (!WA_ID.test(message.from) || !Number.isFinite(seconds)) continue;
        const at = new Date(Math.min(seconds * 1000, now.getTime()));
        const address = `+${message.from}`;
        if ((latest.get(address)?.getTime() ?? 0) < at.getTime()) latest.set(address, at);
      }
    }
    if (latest.size === 0) return 0;
    await trx
      .insertInto('whatsapp_inbound')
      .values(
        [...latest].map(([address, at]) => ({ client_id: clientId, address, last_inbound_at: at })),
      )
      .onConflict((oc) =>
        oc.columns(['client_id', 'address']).doUpdateSet({
          last_inbound_at: sql`greatest(whatsapp_inbound.last_inbound_at, excluded.last_inbound_at)`,
        }),
      )
      .execute();
    return latest.size;
  });
}
