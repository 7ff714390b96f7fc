/**
 * The bulk-mail headers of a campaign email (issue 22, item 4): List-Unsubscribe with the
 * one-click https link (RFC 8058, from tracking) and a mailto, List-Unsubscribe-Post, and
 * Feedback-ID for the complaint loops of Gmail and others. The client's extended settings may
 * leave the List-Unsubscribe pair out.
 */
export type TComplianceOptions = {
  /** Extended settings: send List-Unsubscribe and List-Unsubscribe-Post. */
  listUnsubscribe: boolean;
  /** Where a mail client's "unsubscribe" mail goes: the message's own `unsubscribe+` address
   *  at the bounce domain (verp.ts), taken by the bounce receiver or mailbox. */
  unsubscribeMailbox: string;
  /** Gmail's format: campaign:customer:mail type:sender id, one colon-separated string. */
  feedbackId: string;
};

const LIST_UNSUBSCRIBE = 'List-Unsubscribe';
const LIST_UNSUBSCRIBE_POST = 'List-Unsubscribe-Post';

export function complianceHeaders(
  tracked: Record<string, string> | undefined,
  options: TComplianceOptions,
): Record<string, string> {
  const { [LIST_UNSUBSCRIBE]: link, [LIST_UNSUBSCRIBE_POST]: post, ...others } = tracked ?? {};
  const headers: Record<string, string> = { ...others, 'Feedback-ID': options.feedbackId };
  if (!options.listUnsubscribe) return headers;
  const mailto = `<mailto:${options.unsubscribeMailbox}?subject=unsubscribe>`;
  headers[LIST_UNSUBSCRIBE] = link ? `${link}, ${mailto}` : mailto;
  // One-click applies to the https link only: without one the header would promise nothing.
  if (link && post) headers[LIST_UNSUBSCRIBE_POST] = post;
  return headers;
}

/** Feedback-ID of a communication's mail; ids only, so the header leaks no names. */
export const feedbackIdOf = (clientId: number, communicationId: number) =>
  `${communicationId}:${clientId}:campaign:resonate`;
