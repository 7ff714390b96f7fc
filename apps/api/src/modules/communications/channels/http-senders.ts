import { COMM_MSG } from '@resonate/contracts/campaigns/communications';
import { adapterFor } from '#/modules/communication-settings/channel-common/adapter-for.ts';
import type { TChannelAdapter } from '#/channels/channel-adapter.ts';
import { isPermanentRefusal } from '#/channels/profiles/permanent-errors.ts';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { accountAdapter } from '#/modules/communication-settings/channel-accounts/account-adapter.ts';
import { findChannelAccountRow } from '#/modules/communication-settings/channel-accounts/channel-account-repository.ts';
import type { TCommunicationDeps } from '../deps.ts';
import type { TMessageSender, TRecipientMessage } from './sender-for.ts';
import { settle } from './sender-result.ts';
import { templateOfRendered } from './whatsapp-template-message.ts';

const WHATSAPP = 21;

/**
 * A text channel's sender: the rendered text to the address, with the delivery id as the
 * Idempotency-Key; a refusal the provider's profile marks as about the recipient is permanent.
 */
export function textSender(channelId: number, adapter: TChannelAdapter, providerId: string) {
  return {
    channelId,
    send: (message: TRecipientMessage) =>
      settle(async () => {
        const result = await adapter.send({
          to: message.address,
          text: message.rendered.text ?? '',
          // WhatsApp: an approved template with its variables instead of the text.
          template: channelId === WHATSAPP ? templateOfRendered(message.rendered) : undefined,
          headers: { 'Idempotency-Key': message.deliveryId },
        });
        if (result.ok) return result;
        return isPermanentRefusal(providerId, result.response)
          ? { ...result, permanent: true }
          : result;
      }),
    close: async () => undefined,
  } satisfies TMessageSender;
}

/** SMS (2) and LINE (30): the channel account's provider. */
export async function accountTextSender(
  deps: TCommunicationDeps,
  clientId: number,
  channelId: number,
): Promise<TMessageSender> {
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    findChannelAccountRow(trx, channelId),
  );
  if (!row) throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
  const { adapter, providerId } = accountAdapter(deps, clientId, row);
  return textSender(channelId, adapter, providerId);
}

/** VMS (25) and voice (26): the chosen VMS setting, else the client's first one. */
export async function voiceSender(
  deps: TCommunicationDeps,
  clientId: number,
  channelId: number,
  vmsSettingId: number | undefined,
): Promise<TMessageSender> {
  const id = vmsSettingId ?? (await firstVmsSettingId(deps, clientId));
  if (!id) throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
  const adapter = await notSetUpWhenMissing(
    adapterFor(deps, clientId, { channel: 'voice', vmsSettingId: id }),
  );
  // The account's provider decides which refusals mean a bad number (Twilio's 21211...).
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    trx.selectFrom('vms_settings').select('provider').where('id', '=', id).executeTakeFirst(),
  );
  return textSender(channelId, adapter, row?.provider ?? 'voice');
}

export async function firstVmsSettingId(
  deps: TCommunicationDeps,
  clientId: number,
): Promise<number | undefined> {
  const row = await withTenant(deps.db, { clientId }, (trx) =>
    trx.selectFrom('vms_settings').select('id').orderBy('id').limit(1).executeTakeFirst(),
  );
  return row ? Number(row.id) : undefined;
}

/** Missing or incomplete settings (404/409 from adapterFor) become "set up this channel". */
export async function notSetUpWhenMissing<T>(pending: Promise<T>): Promise<T> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'CONFLICT')) {
      throw new AppError('CONFLICT', COMM_MSG.channelNotSetUp);
    }
    throw error;
  }
}
