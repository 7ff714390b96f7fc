import type { z } from 'zod';
import type {
  TBounceIgnoredReason,
  TBounceReport,
  ZMailgunEventSchema,
  ZPostmarkEventSchema,
  ZSendGridEventsSchema,
  ZSesNotificationSchema,
} from '@resonate/contracts/campaigns/bounces';

/**
 * Each provider's event reduced to a report and what names its message: our VERP envelope
 * sender (verified later, and only for the client whose URL was called) or our Message-ID.
 * Pure: what an event means is decided here.
 */
export type TWebhookItem =
  { verp?: string; deliveryId?: string; report: TBounceReport } | { ignored: TBounceIgnoredReason };

const ignored = (reason: TBounceIgnoredReason = 'unknownEvent'): TWebhookItem => ({
  ignored: reason,
});

export function fromSes(notification: z.infer<typeof ZSesNotificationSchema>): TWebhookItem {
  const verp = notification.mail.source;
  if (notification.notificationType === 'Bounce' && notification.bounce) {
    const recipient = notification.bounce.bouncedRecipients[0];
    const kind = notification.bounce.bounceType === 'Permanent' ? 'hard' : 'soft';
    return {
      verp,
      report: {
        kind,
        ...(recipient?.status ? { status: recipient.status } : {}),
        ...(recipient ? { recipient: recipient.emailAddress } : {}),
      },
    };
  }
  if (notification.notificationType === 'Complaint' && notification.complaint) {
    const type = notification.complaint.complaintFeedbackType ?? 'abuse';
    return { verp, report: { kind: 'complaint', detail: `feedback-type: ${type}` } };
  }
  return ignored('notFailure');
}

export function fromSendGrid(event: z.infer<typeof ZSendGridEventsSchema>[number]): TWebhookItem {
  const names = { ...(event.verp ? { verp: event.verp } : {}), deliveryId: event['smtp-id'] };
  if (event.event === 'bounce') {
    // SendGrid's 'blocked' is a temporary refusal (a 4xx or a reputation block), 'bounce' final.
    const kind = event.type === 'blocked' ? 'soft' : 'hard';
    const detail = event.reason?.slice(0, 300);
    return {
      ...names,
      report: {
        kind,
        ...(event.status ? { status: event.status } : {}),
        ...(detail ? { detail } : {}),
      },
    };
  }
  if (event.event === 'spamreport') return { ...names, report: { kind: 'complaint' } };
  return ignored();
}

export function fromMailgun(
  event: z.infer<typeof ZMailgunEventSchema>['event-data'],
): TWebhookItem {
  const verp = event.envelope?.sender;
  const deliveryId = event.message?.headers?.['message-id'];
  const names = { ...(verp ? { verp } : {}), ...(deliveryId ? { deliveryId } : {}) };
  if (event.event === 'failed') {
    const kind = event.severity === 'permanent' ? 'hard' : 'soft';
    return { ...names, report: { kind } };
  }
  if (event.event === 'complained') return { ...names, report: { kind: 'complaint' } };
  return ignored();
}

const POSTMARK_SOFT = new Set(['SoftBounce', 'Transient', 'DnsError', 'AutoResponder']);

export function fromPostmark(event: z.infer<typeof ZPostmarkEventSchema>): TWebhookItem {
  const verp = event.Metadata?.verp;
  const names = verp ? { verp } : {};
  if (event.RecordType === 'SpamComplaint') return { ...names, report: { kind: 'complaint' } };
  if (event.RecordType !== 'Bounce') return ignored();
  if (event.Type === 'HardBounce' || event.Type === 'BadEmailAddress') {
    return { ...names, report: { kind: 'hard' } };
  }
  return POSTMARK_SOFT.has(event.Type ?? '') ? { ...names, report: { kind: 'soft' } } : ignored();
}
