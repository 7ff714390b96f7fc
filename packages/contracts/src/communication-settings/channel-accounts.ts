/**
 * Channel accounts (issue 9): the settings of the channels that had none yet: SMS and LINE (an
 * HTTP provider and its credentials), direct mail (the return address printed on letters) and
 * the outside platforms, which deliver through one of the client's webhooks. One account per
 * channel. The provider catalogue, fields and messages are our choices (the spec is silent).
 */
import { z } from 'zod';
import { CHANNEL_IDS_BY_NAME, OUTSIDE_PLATFORM_CHANNEL_IDS } from '../campaigns/content.ts';
import { envelopeOf } from '../envelope.ts';
import {
  MASKED_SECRET,
  ZApiBaseUrlSchema,
  ZChannelScopeSchema,
  ZUpdatedAtSchema,
  secretInput,
} from './channel-common.ts';

export const ACCOUNT_FIELD_MAX = 200;
export const ACCOUNT_SECRET_MAX = 2000;

/** Every field an account may hold; a provider lists the ones it uses. */
export const ACCOUNT_FIELDS = [
  'accountId',
  'senderId',
  'returnName',
  'returnAddressLine1',
  'returnAddressLine2',
  'returnCity',
  'returnPostcode',
  'returnCountry',
] as const;
export type TAccountField = (typeof ACCOUNT_FIELDS)[number];

export type TAccountProvider = {
  id: string;
  name: string;
  /** Plain settings the provider needs (required unless listed in optional). */
  fields: readonly TAccountField[];
  optional?: readonly TAccountField[];
  /** The one secret of the account and what the form calls it; absent: no secret. */
  secret?: 'authToken' | 'channelAccessToken';
  /** Whether the provider talks to an API whose base URL may be replaced. */
  apiBaseUrl?: boolean;
  /** Whether messages go to one of the client's webhooks. */
  webhook?: boolean;
};

const C = CHANNEL_IDS_BY_NAME;
/** The SMS provider that writes texts to the development outbox instead of sending them. */
export const SMS_OUTBOX_PROVIDER = 'outbox';
const SMS_FIELDS = ['accountId', 'senderId'] as const;
const WEBHOOK_PROVIDER: TAccountProvider = {
  id: 'webhook',
  name: 'Webhook',
  fields: [],
  webhook: true,
};

/** The providers per channel id. */
export const ACCOUNT_PROVIDERS: Readonly<Record<number, readonly TAccountProvider[]>> = {
  [C.sms]: [
    { id: 'twilio', name: 'Twilio', fields: SMS_FIELDS, secret: 'authToken', apiBaseUrl: true },
    { id: 'vonage', name: 'Vonage', fields: SMS_FIELDS, secret: 'authToken', apiBaseUrl: true },
    { id: 'plivo', name: 'Plivo', fields: SMS_FIELDS, secret: 'authToken', apiBaseUrl: true },
    // Nothing leaves the server: each text is a line in DATA_DIR/sms-outbox (a fresh install).
    { id: SMS_OUTBOX_PROVIDER, name: 'Development outbox (no real sending)', fields: ['senderId'] },
  ],
  [C.line]: [
    {
      id: 'line',
      name: 'LINE Messaging API',
      fields: [],
      secret: 'channelAccessToken',
      apiBaseUrl: true,
    },
  ],
  [C.directMail]: [
    {
      id: 'print',
      name: 'Print files (PDF letters and address file)',
      fields: [
        'returnName',
        'returnAddressLine1',
        'returnAddressLine2',
        'returnCity',
        'returnPostcode',
        'returnCountry',
      ],
      optional: ['returnAddressLine2', 'returnCity', 'returnCountry'],
    },
  ],
  ...Object.fromEntries(OUTSIDE_PLATFORM_CHANNEL_IDS.map((id) => [id, [WEBHOOK_PROVIDER]])),
};

/** Channels whose settings live in a channel account, in the order the page shows them. */
export const ACCOUNT_CHANNEL_IDS: readonly number[] = [
  C.sms,
  C.line,
  C.directMail,
  ...OUTSIDE_PLATFORM_CHANNEL_IDS,
];

export function accountProviderOf(channelId: number, provider: string) {
  return ACCOUNT_PROVIDERS[channelId]?.find((p) => p.id === provider);
}

/** The fields a provider requires, without the optional ones. */
export function requiredFieldsOf(provider: TAccountProvider): TAccountField[] {
  return provider.fields.filter((field) => !provider.optional?.includes(field));
}

export const ACCOUNT_MSG = {
  channelNotAccount: 'This channel has no account settings here',
  providerRequired: 'Select a provider',
  fieldRequired: 'Fill in this field',
  secretRequired: 'Enter the secret',
  webhookRequired: 'Choose a webhook',
  webhookGone: 'The chosen webhook no longer exists',
  notFound: 'This channel is not set up',
  testAddressRequired: 'Enter an address to send the test to',
  testNotSendable: 'This channel sends no test message: its output is files',
  saved: 'Channel settings saved',
  deleted: 'Channel settings removed',
} as const satisfies Record<string, string>;

const ZAccountChannelIdSchema = z
  .number({ error: ACCOUNT_MSG.channelNotAccount })
  .int({ error: ACCOUNT_MSG.channelNotAccount })
  .refine((id) => ACCOUNT_CHANNEL_IDS.includes(id), { error: ACCOUNT_MSG.channelNotAccount });

const ZFieldValueSchema = z
  .string()
  .trim()
  .max(ACCOUNT_FIELD_MAX, { error: `Max. ${ACCOUNT_FIELD_MAX} characters` })
  .refine((value) => !value.includes('\u0000'), { error: 'Remove the invalid character' });

/** POST CommunicationSetting/UpsertChannelAccount (account admins). */
export const ZUpsertChannelAccountRequestSchema = ZChannelScopeSchema.extend({
  channelId: ZAccountChannelIdSchema,
  provider: z.string({ error: ACCOUNT_MSG.providerRequired }).max(40),
  settings: z.partialRecord(z.enum(ACCOUNT_FIELDS), ZFieldValueSchema).default({}),
  /** Empty (or the mask) keeps the stored secret. */
  secret: secretInput(ACCOUNT_SECRET_MAX),
  apiBaseUrl: ZApiBaseUrlSchema,
  webhookId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
  /** The version edited; required when the account exists. */
  updatedAt: ZUpdatedAtSchema.optional(),
}).superRefine((value, ctx) => {
  const provider = accountProviderOf(value.channelId, value.provider);
  if (!provider) {
    ctx.addIssue({ code: 'custom', path: ['provider'], message: ACCOUNT_MSG.providerRequired });
    return;
  }
  for (const field of requiredFieldsOf(provider)) {
    if (!value.settings[field]) {
      ctx.addIssue({
        code: 'custom',
        path: ['settings', field],
        message: ACCOUNT_MSG.fieldRequired,
      });
    }
  }
  if (provider.webhook && !value.webhookId) {
    ctx.addIssue({ code: 'custom', path: ['webhookId'], message: ACCOUNT_MSG.webhookRequired });
  }
});
export type TUpsertChannelAccountInput = z.input<typeof ZUpsertChannelAccountRequestSchema>;

export const ZChannelAccountRefSchema = ZChannelScopeSchema.extend({
  channelId: ZAccountChannelIdSchema,
});

/** POST CommunicationSetting/TestChannelAccount: one message through the saved account. */
export const ZTestChannelAccountRequestSchema = ZChannelAccountRefSchema.extend({
  to: z
    .string({ error: ACCOUNT_MSG.testAddressRequired })
    .trim()
    .min(1, { error: ACCOUNT_MSG.testAddressRequired })
    .max(200, { error: 'Max. 200 characters' }),
  text: z.string().trim().max(500).optional().default('Test message from Resonate'),
});

/** A saved account as the page shows it: the secret only as the mask. */
export const ZChannelAccountSchema = z.object({
  channelId: z.number().int(),
  provider: z.string(),
  settings: z.record(z.string(), z.string()),
  secret: z.literal(MASKED_SECRET).nullable(),
  apiBaseUrl: z.string(),
  webhookId: z.number().int().nullable(),
  /** Every required field, the secret and the webhook are present. */
  ready: z.boolean(),
  updatedAt: z.string(),
});
export type TChannelAccount = z.infer<typeof ZChannelAccountSchema>;

export const ZWebhookChoiceSchema = z.object({
  webhookId: z.number().int(),
  url: z.string(),
  active: z.boolean(),
});
export type TWebhookChoice = z.infer<typeof ZWebhookChoiceSchema>;

export const ZChannelAccountsResponseSchema = envelopeOf(
  z.object({ accounts: z.array(ZChannelAccountSchema), webhooks: z.array(ZWebhookChoiceSchema) }),
);
export const ZChannelAccountResponseSchema = envelopeOf(
  z.object({ account: ZChannelAccountSchema }),
);
export const ZChannelAccountDeletedResponseSchema = envelopeOf(
  z.object({ channelId: z.number().int() }),
);
export const ZChannelAccountTestResponseSchema = envelopeOf(
  z.object({ ok: z.boolean(), response: z.string() }),
);
export type TChannelAccountTestResult = { ok: boolean; response: string };
