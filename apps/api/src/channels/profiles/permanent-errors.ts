/**
 * Which refusals of an HTTP provider are about the recipient (the number or user does not exist,
 * cannot receive, opted out) and so permanent: the engine suppresses the address and never
 * retries. Everything else (timeouts, 5xx, 429, bad credentials, a broken template) is about
 * the account or the moment, so it is retried and the address is kept. The HTTP adapter
 * answers "<Provider> refused the message (HTTP <status>): <provider's error text>".
 */
type TRule = { statuses: readonly number[]; text: RegExp };

const RULES: Readonly<Record<string, TRule>> = {
  // Twilio 21211 invalid 'To', 21614 not a mobile number, 21610 unsubscribed recipient.
  twilio: {
    statuses: [400],
    text: /not a valid (phone|mobile) number|is not a mobile number|unsubscribed recipient|21211|21614|21610/i,
  },
  vonage: { statuses: [400, 422], text: /invalid.*(to|number|recipient)|non-?whitelisted/i },
  plivo: { statuses: [400], text: /invalid.*(dst|destination|number)/i },
  // LINE: the "to" property is not a user id of the channel's friends.
  line: { statuses: [400], text: /'to'.*invalid|invalid.*\bto\b|not found/i },
  // WhatsApp and voice providers share the wording of an unknown recipient.
  default: {
    statuses: [400, 404, 422],
    text: /invalid.*(phone|number|recipient|\bto\b)|not a valid whatsapp|undeliverable/i,
  },
};

const STATUS_IN_RESPONSE = /\(HTTP (\d{3})\)/;

/** Whether the adapter's failure answer says the recipient can never be reached. */
export function isPermanentRefusal(providerId: string, response: string): boolean {
  const status = Number(STATUS_IN_RESPONSE.exec(response)?.[1] ?? 0);
  if (!status) return false;
  const rule = RULES[providerId] ?? RULES.default;
  return Boolean(rule && rule.statuses.includes(status) && rule.text.test(response));
}
