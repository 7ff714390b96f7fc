import type { z } from 'zod';
import type {
  TDsnReport,
  TGenericDeliveryReport,
  ZTwilioStatusBodySchema,
} from '@resonate/contracts/campaigns/tracking';
import type { TDeliveryReport } from './apply-delivery-reports.ts';

/**
 * Each provider format reduced to a TDeliveryReport. Pure functions: what a status means is
 * decided here, the database work in applyDeliveryReports.
 */

export function fromGeneric(report: TGenericDeliveryReport): TDeliveryReport {
  const messageId =
    report.messageId ?? (report.deliveryId ? messageIdOfDeliveryId(report.deliveryId) : undefined);
  return {
    ...(messageId ? { messageId } : {}),
    ...(report.providerMessageId ? { providerMessageId: report.providerMessageId } : {}),
    outcome: report.status === 'delivered' ? 'delivered' : 'bounced',
    permanent: report.status !== 'delivered' && report.permanent === true,
  };
}

/**
 * Twilio error codes that mean the number will never take a message: invalid 'To', not a
 * mobile, unknown destination, landline, and the recipient's STOP.
 */
const TWILIO_PERMANENT = new Set(['21211', '21214', '21610', '21614', '30005', '30006']);

export function fromTwilio(body: z.infer<typeof ZTwilioStatusBodySchema>): TDeliveryReport {
  const status = body.MessageStatus.toLowerCase();
  const providerMessageId = body.MessageSid;
  if (status === 'delivered' || status === 'read') {
    return { providerMessageId, outcome: 'delivered', permanent: false };
  }
  if (status === 'undelivered' || status === 'failed') {
    const permanent = TWILIO_PERMANENT.has(body.ErrorCode ?? '');
    return { providerMessageId, outcome: 'bounced', permanent };
  }
  return { providerMessageId, outcome: 'ignored', permanent: false };
}

/**
 * Our delivery ids: `c{communicationId}.r{run}.m{messageId}`, and as an email Message-ID
 * `<c{communicationId}.r{run}.m{messageId}@{domain}>`.
 */
const OUR_DELIVERY_ID = /^<?c\d{1,15}\.r\d{1,9}\.m(\d{1,15})(?:@[^>\s]+)?>?$/;

/** The messages row id a delivery id of ours names, undefined for anyone else's. */
export function messageIdOfDeliveryId(deliveryId: string): number | undefined {
  const match = OUR_DELIVERY_ID.exec(deliveryId.trim());
  const id = match ? Number(match[1]) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

export function fromDsn(report: TDsnReport): TDeliveryReport {
  const messageId = messageIdOfDeliveryId(report.originalMessageId);
  const ref = messageId ? { messageId } : { providerMessageId: report.originalMessageId };
  if (report.action === 'delivered' || report.action === 'relayed') {
    return { ...ref, outcome: 'delivered', permanent: false };
  }
  if (report.action === 'failed') {
    const detail = report.diagnosticCode?.slice(0, 200);
    return {
      ...ref,
      outcome: 'bounced',
      permanent: report.status.startsWith('5.'),
      status: report.status,
      ...(detail ? { detail } : {}),
    };
  }
  // 'delayed': the server still tries, so nothing happened to the mailbox yet; the SMTP and IMAP
  // ways in ignore it too (not a failure). 'expanded' (a list) says nothing about delivery.
  return report.action === 'delayed'
    ? { ...ref, outcome: 'noted', permanent: false }
    : { ...ref, outcome: 'ignored', permanent: false };
}
