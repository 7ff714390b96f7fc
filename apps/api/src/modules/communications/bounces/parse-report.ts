import type { TBounceIgnoredReason, TBounceReport } from '@resonate/contracts/campaigns/bounces';
import {
  addressOf,
  contentTypeOf,
  first,
  multipartParts,
  parseHeaderBlock,
  parsePart,
  type THeaders,
  type TMimePart,
} from './mime-report.ts';

/**
 * Reads a bounce or complaint mail: an RFC 3464 delivery status notification
 * (multipart/report; report-type=delivery-status) or an RFC 5965 feedback report
 * (report-type=feedback-report). Pure: what the report says, and every address in it that may be
 * our VERP envelope sender (the handler trusts only one that verifies).
 */
export type TParsedReport = TBounceReport & {
  /** Where a VERP address may be: the report's To / Delivered-To / X-Original-To, the ARF's
   *  Original-Mail-From and the returned message's Return-Path. */
  verpCandidates: string[];
};
export type TParseResult = TParsedReport | { ignored: TBounceIgnoredReason };

const STATUS = /^([245])\.\d{1,3}\.\d{1,3}$/;
const DETAIL_MAX = 300;
/** Feedback types (RFC 5965 section 7.3) that are not a complaint about the mail. */
const NOT_COMPLAINTS = new Set(['not-spam']);

const REPORT_FIELDS = ['to', 'delivered-to', 'x-original-to', 'original-mail-from'];

/** The addresses that may be our VERP: where the report was sent, and the returned
 *  message's Return-Path (its own To is the recipient, never us). */
function candidates(report: readonly THeaders[], returned: THeaders | undefined): string[] {
  const fields = [
    ...report.flatMap((headers) => REPORT_FIELDS.flatMap((name) => headers.get(name) ?? [])),
    ...(returned?.get('return-path') ?? []),
  ];
  const found = fields.map(addressOf).filter((a): a is string => a !== undefined);
  return [...new Set(found)];
}

/** The headers of the returned message (message/rfc822 or text/rfc822-headers). */
function returnedHeaders(parts: readonly TMimePart[]): THeaders | undefined {
  const part = parts.find((p) =>
    ['message/rfc822', 'text/rfc822-headers'].includes(contentTypeOf(p.headers).type),
  );
  return part ? parsePart(part.body).headers : undefined;
}

/** The per-recipient blocks of a message/delivery-status body (the first block is per-message). */
function recipientBlocks(body: string): Map<string, string[]>[] {
  const blocks = body.split(/\r?\n[ \t]*\r?\n/).filter((block) => block.trim() !== '');
  return blocks.slice(1).map(parseHeaderBlock);
}

function fromDeliveryStatus(parts: TMimePart[], top: THeaders): TParseResult {
  const status = parts.find((p) =>
    ['message/delivery-status', 'message/global-delivery-status'].includes(
      contentTypeOf(p.headers).type,
    ),
  );
  if (!status) return { ignored: 'malformed' };
  const blocks = recipientBlocks(status.body);
  if (blocks.length === 0) return { ignored: 'malformed' };
  // One message has one recipient with VERP; a report about several takes the first failure.
  const failed = blocks.find((b) => first(b, 'action')?.toLowerCase() === 'failed');
  if (!failed) return { ignored: 'notFailure' };
  const code = /^\s*(\d\.\d{1,3}\.\d{1,3})/.exec(first(failed, 'status') ?? '')?.[1];
  const klass = code ? STATUS.exec(code)?.[1] : undefined;
  if (klass !== '5' && klass !== '4') return { ignored: 'malformed' };
  const recipient =
    addressOf(first(failed, 'final-recipient')) ?? addressOf(first(failed, 'original-recipient'));
  const diagnostic = first(failed, 'diagnostic-code');
  return {
    kind: klass === '5' ? 'hard' : 'soft',
    status: code!,
    ...(recipient ? { recipient } : {}),
    ...(diagnostic ? { detail: diagnostic.slice(0, DETAIL_MAX) } : {}),
    verpCandidates: candidates([top], returnedHeaders(parts)),
  };
}

function fromFeedbackReport(parts: TMimePart[], top: THeaders): TParseResult {
  const report = parts.find((p) => contentTypeOf(p.headers).type === 'message/feedback-report');
  if (!report) return { ignored: 'malformed' };
  const fields = parseHeaderBlock(report.body);
  const type = first(fields, 'feedback-type')?.toLowerCase();
  if (!type || !first(fields, 'version')) return { ignored: 'malformed' };
  if (NOT_COMPLAINTS.has(type)) return { ignored: 'notFailure' };
  const recipient = addressOf(first(fields, 'original-rcpt-to'));
  return {
    kind: 'complaint',
    ...(recipient ? { recipient } : {}),
    detail: `feedback-type: ${type}`.slice(0, DETAIL_MAX),
    verpCandidates: candidates([fields, top], returnedHeaders(parts)),
  };
}

/** A raw mail (as received) to a report, or the reason it is none. */
export function parseReport(raw: string | Buffer): TParseResult {
  const text = typeof raw === 'string' ? raw : raw.toString('latin1');
  const top = parsePart(text);
  const { type, params } = contentTypeOf(top.headers);
  if (type !== 'multipart/report') return { ignored: 'malformed' };
  const parts = multipartParts(top);
  if (!parts) return { ignored: 'malformed' };
  const reportType = params.get('report-type')?.toLowerCase();
  if (reportType === 'delivery-status') return fromDeliveryStatus(parts, top.headers);
  if (reportType === 'feedback-report') return fromFeedbackReport(parts, top.headers);
  return { ignored: 'malformed' };
}
