import {
  CHANNEL_IDS_BY_NAME as C,
  OUTSIDE_PLATFORM_CHANNEL_IDS,
} from '@resonate/contracts/campaigns/content';
import { withTenant } from '#/db/tenant.ts';
import {
  accountIsReady,
  findChannelAccountRow,
  listSmtpDomainRows,
  findSmtpSettings,
  chooseSendingDomain,
  findMobileAppRow,
  findVmsRow,
  findWebPushRow,
  isComplete,
  findWhatsAppRow,
} from '#/modules/communication-settings/index.ts';
import { findWebhookRow } from '#/modules/data-exchange/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { appCanSend } from './push-senders.ts';

/** A stored id from the sender jsonb, when it is one. */
export function positiveId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Whether the settings a channel sends with exist, read in one transaction: email an SMTP
 * server and a verified sending domain, SMS / LINE / direct mail / the outside platforms a complete channel account (the
 * outside ones naming a webhook that still exists), WhatsApp complete settings, voice the chosen
 * VMS setting or any, web push a VAPID pair, mobile push an app with credentials, webhook the
 * chosen webhook. QR codes need nothing.
 */
export function isChannelReady(
  deps: Pick<TCommunicationDeps, 'db'>,
  clientId: number,
  channelId: number,
  sender: Record<string, unknown>,
): Promise<boolean> {
  return withTenant(deps.db, { clientId }, async (trx) => {
    const webhookExists = async (id: number | undefined | null) =>
      Boolean(id && (await findWebhookRow(trx, Number(id))));
    if (OUTSIDE_PLATFORM_CHANNEL_IDS.includes(channelId)) {
      const row = await findChannelAccountRow(trx, channelId);
      return Boolean(row && accountIsReady(row) && (await webhookExists(row.webhook_id)));
    }
    switch (channelId) {
      case C.qrCode:
        return true;
      case C.email: {
        // A server and a verified sending domain (the chosen one, else any): issue 22.
        if (!(await findSmtpSettings(trx))?.configured) return false;
        return !('problem' in chooseSendingDomain(await listSmtpDomainRows(trx), sender));
      }
      case C.sms:
      case C.line:
      case C.directMail: {
        const row = await findChannelAccountRow(trx, channelId);
        return Boolean(row && accountIsReady(row));
      }
      case C.whatsapp: {
        const row = await findWhatsAppRow(trx);
        return Boolean(row && isComplete(row));
      }
      case C.vms:
      case C.voice: {
        const id = positiveId(sender.vmsSettingId);
        if (id) return Boolean(await findVmsRow(trx, id));
        const first = await trx.selectFrom('vms_settings').select('id').limit(1).executeTakeFirst();
        return Boolean(first);
      }
      case C.webPush: {
        const row = await findWebPushRow(trx);
        return Boolean(row?.vapid_public_key && row.vapid_private_key_sealed);
      }
      case C.mobilePush: {
        const id = positiveId(sender.mobileAppId);
        if (id) {
          const app = await findMobileAppRow(trx, id);
          return Boolean(app && appCanSend(app));
        }
        const apps = await trx.selectFrom('mobile_push_apps').selectAll().execute();
        return apps.some(appCanSend);
      }
      case C.webhook:
        return webhookExists(positiveId(sender.webhookId));
      default:
        return false;
    }
  });
}
