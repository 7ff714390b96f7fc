import {
  BOUNCE_IGNORED,
  ZSesNotificationSchema,
  type TBounceWebhookResult,
  type TSnsMessage,
} from '@resonate/contracts/campaigns/bounces';
import type { TReportDeps } from '../take-report.ts';
import { applyWebhookItems } from './apply-webhook-items.ts';
import { fromSes } from './provider-events.ts';
import { isSnsUrl, type TSnsFetcher } from './sns-verify.ts';

/**
 * A verified SNS message: a subscription to confirm (by visiting its SubscribeURL, an SNS host
 * only), or an SES notification to apply. A notification that is no SES event is ignored.
 */
export async function handleSnsMessage(
  deps: TReportDeps,
  sns: TSnsFetcher,
  clientId: number,
  message: TSnsMessage,
): Promise<TBounceWebhookResult> {
  if (message.Type === 'SubscriptionConfirmation') {
    if (!isSnsUrl(message.SubscribeURL)) return { handled: 0, ignored: 1 };
    await sns.confirm(message.SubscribeURL!);
    deps.log.info({ clientId, topic: message.TopicArn }, 'SNS subscription confirmed');
    return { handled: 1, ignored: 0 };
  }
  if (message.Type !== 'Notification') return { handled: 0, ignored: 1 };
  let json: unknown;
  try {
    json = JSON.parse(message.Message);
  } catch {
    json = undefined;
  }
  const notification = ZSesNotificationSchema.safeParse(json);
  if (!notification.success) {
    deps.log.info({ clientId, reason: BOUNCE_IGNORED.malformed }, 'bounce event ignored');
    return { handled: 0, ignored: 1 };
  }
  return applyWebhookItems(deps, clientId, [fromSes(notification.data)]);
}
