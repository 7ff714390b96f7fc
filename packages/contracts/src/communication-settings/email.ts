/**
 * Communication settings, Email (SMTP), feature 15. Spec section 3 names the fields (server
 * name/IP, port, domain name, description, from and bounce mail, DKIM key, SPF record, dedicated
 * or shared, volume); the limits, defaults and messages other than the port ones are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZEmailSchema, ZPortNumberSchema } from '../fields.ts';
import { MSG } from '../messages.ts';
import { isValidIpv4 } from '../patterns.ts';

export const SMTP_MODES = ['dedicated', 'shared'] as const;
export const SMTP_SECURITIES = ['none', 'starttls', 'tls'] as const;
/** What a saved secret looks like in a response: the value itself never leaves the server. */
export const SECRET_MASK = '••••••••';
/** The DKIM selector our key pairs are published under. */
export const DKIM_SELECTOR = 'resonate';
export const THROTTLE_MAX = 1_000_000;

export const SMTP_MSG = {
  hostRequired: 'Enter server name or IP',
  hostInvalid: 'Enter valid server name or IP',
  hostPrivate: 'Server must not be a private, loopback or link-local address',
  hostUnresolvable: 'Server name could not be found',
  /** Saved anyway: DNS is often set up after the settings, and every connection checks again. */
  hostUnresolvedSaved:
    'Saved, but the server name could not be found now. Check the name: sending and the ' +
    'connection test work once it resolves.',
  domainRequired: 'Enter domain name',
  domainInvalid: 'Enter valid domain name',
  domainExists: 'Domain already exists',
  domainNotFound: 'Domain not found',
  fromNotInDomain: 'From mail must belong to the domain',
  volumeInvalid: 'Enter valid volume',
  throttleInvalid: 'Enter a whole number from 0 to 1000000',
  throttleOrder: 'Per minute must be at least per second, per hour at least per minute',
  descriptionMax: MSG.maxChars(250),
  notConfigured: 'Save the SMTP settings first',
  notAdmin: 'Only an account admin can change communication settings',
  notYourClient: 'You can only see and change your own account',
  stale: 'These settings were changed by someone else. Reload them and try again.',
  noVerifiedDomain:
    'Add a sending domain and verify it in Communication settings before sending email',
  sendingDomainGone: 'The chosen sending domain no longer exists; choose another',
  fromNotAtSendingDomain: 'The From address must be at the chosen sending domain',
  /** Sending from a domain whose records are not (or no longer) published. */
  domainNotVerified: (domainName: string, missing: readonly string[]) =>
    `The sending domain ${domainName} is not verified: publish its ${missing.join(' and ')} ` +
    `record${missing.length > 1 ? 's' : ''} shown in Communication settings, then verify it`,
} as const;

/** What the refusal to send names for each record the DNS check did not find as shown. */
export const DNS_RECORD_LABELS = { dkim: 'DKIM', spf: 'SPF', dmarc: 'DMARC' } as const;

const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const HOST_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9-]{1,63}$/i;

export function isValidSmtpHost(value: string): boolean {
  return /^[\d.]+$/.test(value) ? isValidIpv4(value) : HOST_PATTERN.test(value);
}

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZClientRef = z.object({ clientId: ZIdSchema });
const ZDomainNameSchema = z
  .string({ error: SMTP_MSG.domainRequired })
  .trim()
  .toLowerCase()
  .min(1, SMTP_MSG.domainRequired)
  .regex(DOMAIN_PATTERN, SMTP_MSG.domainInvalid);
const ZCount = z
  .number({ error: SMTP_MSG.throttleInvalid })
  .int(SMTP_MSG.throttleInvalid)
  .min(0, SMTP_MSG.throttleInvalid)
  .max(THROTTLE_MAX, SMTP_MSG.throttleInvalid);

export const ZClientRefRequestSchema = ZClientRef;

/** The form's values (port as typed); the API takes the same shape. */
export const ZSmtpClientSettingFormSchema = z.object({
  mode: z.enum(SMTP_MODES),
  host: z
    .string({ error: SMTP_MSG.hostRequired })
    .trim()
    .min(1, SMTP_MSG.hostRequired)
    .refine(isValidSmtpHost, SMTP_MSG.hostInvalid),
  // JSON clients may send the port as a number; the form sends what was typed.
  port: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), ZPortNumberSchema),
  security: z.enum(SMTP_SECURITIES),
  username: z.string().trim().max(254, MSG.maxChars(254)),
  /** Empty keeps the saved password; anything else replaces it. */
  password: z.string().max(500, MSG.maxChars(500)),
  volume: ZCount.refine((v) => v >= 0, SMTP_MSG.volumeInvalid),
});
export type TSmtpClientSettingForm = z.input<typeof ZSmtpClientSettingFormSchema>;

export const ZUpsertSmtpClientSettingRequestSchema = ZSmtpClientSettingFormSchema.extend({
  clientId: ZIdSchema,
  /** The version edited; absent only for the first save. */
  updatedAt: z.iso.datetime().optional(),
});
export type TUpsertSmtpClientSettingRequest = z.output<
  typeof ZUpsertSmtpClientSettingRequestSchema
>;

export const ZSmtpClientSettingSchema = z.object({
  mode: z.enum(SMTP_MODES),
  host: z.string(),
  port: z.number(),
  security: z.enum(SMTP_SECURITIES),
  username: z.string(),
  /** SECRET_MASK when a password is saved, '' otherwise. */
  password: z.string(),
  hasPassword: z.boolean(),
  volume: z.number(),
  updatedAt: z.string(),
  /** The development outbox: email is written to DATA_DIR/outbox, not sent (a fresh demo). */
  outbox: z.boolean().default(false),
});
export type TSmtpClientSetting = z.infer<typeof ZSmtpClientSettingSchema>;
export const ZSmtpClientSettingResponseSchema = envelopeOf(
  z.object({ setting: ZSmtpClientSettingSchema.nullable() }),
);
/** The save's answer: the setting, and a warning when the host did not resolve at save time. */
export const ZUpsertSmtpClientSettingResponseSchema = envelopeOf(
  z.object({ setting: ZSmtpClientSettingSchema, warning: z.string().optional() }),
);

export const ZSmtpDomainFormSchema = z
  .object({
    domainName: ZDomainNameSchema,
    fromMail: ZEmailSchema,
    bounceMail: ZEmailSchema,
    description: z.string().trim().max(250, SMTP_MSG.descriptionMax),
  })
  .refine((v) => v.fromMail.toLowerCase().endsWith(`@${v.domainName.toLowerCase()}`), {
    path: ['fromMail'],
    message: SMTP_MSG.fromNotInDomain,
  });
export type TSmtpDomainForm = z.input<typeof ZSmtpDomainFormSchema>;
export const ZUpsertSmtpDomainRequestSchema = z.intersection(
  ZSmtpDomainFormSchema,
  z.object({ clientId: ZIdSchema }),
);

export const DNS_RECORD_KINDS = ['dkim', 'spf', 'dmarc'] as const;
export const ZDnsRecordSchema = z.object({
  kind: z.enum(DNS_RECORD_KINDS),
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});
export type TDnsRecord = z.infer<typeof ZDnsRecordSchema>;

export const VERIFY_STATUSES = ['verified', 'not_found', 'mismatch'] as const;
export type TVerifyStatus = (typeof VERIFY_STATUSES)[number];

export const ZSmtpDomainSchema = z.object({
  domainId: z.number(),
  domainName: z.string(),
  fromMail: z.string(),
  bounceMail: z.string(),
  description: z.string(),
  records: z.array(ZDnsRecordSchema),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TSmtpDomain = z.infer<typeof ZSmtpDomainSchema>;
export const ZSmtpDomainListResponseSchema = envelopeOf(
  z.object({ domains: z.array(ZSmtpDomainSchema) }),
);
export const ZSmtpDomainResponseSchema = envelopeOf(z.object({ domain: ZSmtpDomainSchema }));

export const ZSmtpDomainRefRequestSchema = ZClientRef.extend({ domainId: ZIdSchema });
export const ZCheckDomainExistsRequestSchema = ZClientRef.extend({ domainName: ZDomainNameSchema });
export const ZCheckNameExistsRequestSchema = ZClientRef.extend({
  fromMail: z.string().trim().toLowerCase().min(1, MSG.emailRequired),
});
export const ZExistsResponseSchema = envelopeOf(z.object({ exists: z.boolean() }));

export const ZVerifyResultSchema = z.object({
  domain: ZSmtpDomainSchema,
  results: z.array(z.object({ kind: z.enum(DNS_RECORD_KINDS), status: z.enum(VERIFY_STATUSES) })),
});
export const ZVerifyResponseSchema = envelopeOf(ZVerifyResultSchema);

export const ZSendTestEmailRequestSchema = ZClientRef.extend({ to: ZEmailSchema });
export const ZSmtpTestResultSchema = z.object({
  ok: z.boolean(),
  /** The server's answer, or why the connection failed. */
  response: z.string(),
  messageId: z.string().optional(),
  /** The test email's From: the verified domain's from mail, or the platform's MAIL_FROM. */
  from: z.string().optional(),
  /** The domain whose DKIM key signed it; null when sent unsigned (no verified domain). */
  signedBy: z.string().nullable().optional(),
});
export const ZSmtpTestResponseSchema = envelopeOf(ZSmtpTestResultSchema);

/**
 * Who the test email is from (issue 22): the brand, as a campaign would be, when the client has
 * a verified sending domain; otherwise the platform's system address, unsigned, and the page
 * says so (a test that looks like a campaign but is not would mislead).
 */
export const TEST_EMAIL_MSG = {
  hint: 'The test is sent as your first verified sending domain (its From address, DKIM-signed), as a campaign would be. Without a verified domain it comes from the platform address, unsigned.',
  sentAs: (from: string, domain: string) => `Sent as ${from}, DKIM-signed for ${domain}.`,
  unsigned: (from: string) =>
    `Sent from the platform address ${from}, unsigned: verify a sending domain to send as your brand.`,
} as const;
