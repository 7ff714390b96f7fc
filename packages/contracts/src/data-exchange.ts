/**
 * Data exchange (preferences, feature 44): API keys for the REST API and outbound webhooks.
 * The spec names the page only; scopes, events, limits and messages here are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { NOTIFICATION_EVENT_TYPES } from './notifications.ts';
import { HTTPS_URL_PATTERN } from './patterns.ts';
import { TRANSACTIONAL_WEBHOOK_EVENTS } from './transactional/messages.ts';

/** What an API key may do. Stored with each key, so values never change meaning. */
export const API_KEY_SCOPES = [
  'events:write',
  'contacts:read',
  'contacts:write',
  'communications:read',
  'push:send',
  /** Data subject requests: export a contact's whole data, erase a contact (issue 28). */
  'contacts:dsr',
  /** Transactional messages: POST /api/v1/messages and their status (issue 28). */
  'messages:send',
] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every notification is also a webhook event, plus the platform's own data events. */
export const WEBHOOK_EVENTS = [
  ...NOTIFICATION_EVENT_TYPES.map((type) => `notification.${type.key}` as const),
  'contact.created',
  'communication.sent',
  ...TRANSACTIONAL_WEBHOOK_EVENTS,
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent by "Send test event" whatever the subscription says. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const API_KEY_NAME_MIN = 3;
export const API_KEY_NAME_MAX = 100;
/** Our choice: an old key nobody rotates is the one that leaks. */
export const API_KEY_EXPIRY_DAYS_MAX = 730;
export const API_KEY_EXPIRY_CHOICES = [30, 90, 365] as const;
/** Our choice: enough for every integration; a runaway script cannot mint thousands. */
export const API_KEYS_ACTIVE_MAX = 25;
export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
export const DELIVERY_PAGE_SIZE_MAX = 100;

/** Key shape: rsk_live_<12 hex prefix, for lookup>_<256-bit secret, base64url>. */
export const API_KEY_PATTERN = /^rsk_live_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const DX_MSG = {
  nameRequired: 'Enter a name',
  scopesRequired: 'Select at least one scope',
  eventsRequired: 'Select at least one event',
  urlRequired: 'Enter webhook URL',
  urlInvalid: 'Enter valid HTTPS URL',
  urlPrivate: 'Webhook URL must not point at a private, loopback or link-local address',
  urlUnresolvable: 'Webhook URL host could not be found',
  notAdmin: 'Only an account admin can change API keys and webhooks',
  notYourClient: 'You can only see and change your own account',
  apiKeyNotFound: 'API key not found',
  webhookNotFound: 'Webhook not found',
  tooManyKeys: `At most ${API_KEYS_ACTIVE_MAX} active API keys`,
  tooManyWebhooks: `At most ${WEBHOOKS_MAX} webhooks`,
  stale: 'This webhook was changed by someone else. Reload it and try again.',
  invalidApiKey: 'Invalid or missing API key',
  missingScope: (scope: string) => `This API key lacks the scope ${scope}`,
} as const;

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Every request names the caller's client, as the spec's payloads do; another client is 403. */
const ZScopeSchema = z.object({ clientId: ZIdSchema });

export const ZApiKeyNameSchema = z
  .string({ error: DX_MSG.nameRequired })
  .trim()
  .min(1, { error: DX_MSG.nameRequired })
  .min(API_KEY_NAME_MIN, { error: `Min. ${API_KEY_NAME_MIN} characters` })
  .max(API_KEY_NAME_MAX, { error: `Max. ${API_KEY_NAME_MAX} characters` });

export const ZApiKeyScopesSchema = z
  .array(z.enum(API_KEY_SCOPES, { error: 'Unknown scope' }), { error: DX_MSG.scopesRequired })
  .min(1, { error: DX_MSG.scopesRequired })
  .refine((scopes) => new Set(scopes).size === scopes.length, {
    error: 'Each scope may appear once',
  });

export const ZListApiKeysRequestSchema = ZScopeSchema;
export const ZCreateApiKeyRequestSchema = ZScopeSchema.extend({
  name: ZApiKeyNameSchema,
  scopes: ZApiKeyScopesSchema,
  expiresInDays: z
    .number()
    .int({ error: 'Whole days only' })
    .min(1, { error: 'At least 1 day' })
    .max(API_KEY_EXPIRY_DAYS_MAX, { error: `At most ${API_KEY_EXPIRY_DAYS_MAX} days` })
    .optional(),
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequestSchema>;
export const ZRevokeApiKeyRequestSchema = ZScopeSchema.extend({ apiKeyId: ZIdSchema });

export const ZApiKeySchema = z.object({
  apiKeyId: z.number().int(),
  name: z.string(),
  /** The public part, shown so people can tell keys apart; the secret is never shown again. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type TApiKey = z.infer<typeof ZApiKeySchema>;
export const ZApiKeyListResponseSchema = envelopeOf(z.object({ apiKeys: z.array(ZApiKeySchema) }));
export const ZCreatedApiKeySchema = z.object({ apiKey: ZApiKeySchema, key: z.string() });
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKeySchema>;
export const ZCreatedApiKeyResponseSchema = envelopeOf(ZCreatedApiKeySchema);
export const ZApiKeyResponseSchema = envelopeOf(z.object({ apiKey: ZApiKeySchema }));

/** GET /api/v1/whoami: who an API key belongs to. */
export const ZWhoAmISchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  apiKeyId: z.number().int(),
  scopes: z.array(z.string()),
});
export const ZWhoAmIResponseSchema = envelopeOf(ZWhoAmISchema);

/**
 * The webhook URL rule. The form always asks for HTTPS (HTTPS_URL_PATTERN); the API relaxes it
 * to any http(s) URL only when ALLOW_PRIVATE_WEBHOOKS is on, for local receivers in development.
 */
export function webhookUrlSchema(options: { allowInsecure?: boolean } = {}) {
  const base = z
    .string({ error: DX_MSG.urlRequired })
    .trim()
    .min(1, { error: DX_MSG.urlRequired })
    .max(WEBHOOK_URL_MAX, { error: `Max. ${WEBHOOK_URL_MAX} characters` });
  const scheme = options.allowInsecure ? /^https?:\/\//i : /^https:\/\//i;
  return base.refine((value) => scheme.test(value) && isWebhookHost(value), {
    error: DX_MSG.urlInvalid,
  });
}

/**
 * A host name with a top-level domain (HTTPS_URL_PATTERN), or localhost or an IP literal: the
 * last three pass the shape check so the server's address check can say what is wrong with them
 * (DX_MSG.urlPrivate) instead of a vague "invalid URL".
 */
function isWebhookHost(value: string): boolean {
  if (HTTPS_URL_PATTERN.test(value.replace(/^http:/i, 'https:'))) return true;
  if (!URL.canParse(value) || /\s/.test(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  const host = url.hostname;
  return (
    host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || /^\[[\da-f:.]+\]$/i.test(host)
  );
}

export const ZWebhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'Unknown event' }), { error: DX_MSG.eventsRequired })
  .min(1, { error: DX_MSG.eventsRequired })
  .refine((events) => new Set(events).size === events.length, {
    error: 'Each event may appear once',
  });

/** The form's fields; the request adds the scope, id and version. */
export function webhookFormSchema(options: { allowInsecure?: boolean } = {}) {
  return z.object({
    url: webhookUrlSchema(options),
    events: ZWebhookEventsSchema,
    active: z.boolean(),
  });
}
export type TWebhookForm = z.infer<ReturnType<typeof webhookFormSchema>>;

export function upsertWebhookRequestSchema(options: { allowInsecure?: boolean } = {}) {
  return ZScopeSchema.extend(webhookFormSchema(options).shape).extend({
    webhookId: ZIdSchema.optional(),
    /** The version edited (updatedAt as read); a newer one on the server answers 409. */
    updatedAt: z.iso.datetime({ offset: true }).optional(),
  });
}
export type TUpsertWebhookRequest = z.input<ReturnType<typeof upsertWebhookRequestSchema>>;

export const ZListWebhooksRequestSchema = ZScopeSchema;
export const ZWebhookRefRequestSchema = ZScopeSchema.extend({ webhookId: ZIdSchema });

export const ZWebhookSchema = z.object({
  webhookId: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhookSchema>;
export const ZWebhookListResponseSchema = envelopeOf(
  z.object({ webhooks: z.array(ZWebhookSchema) }),
);
/** `secret` only on create and rotate: it is shown once, then only its ciphertext is kept. */
export const ZSavedWebhookSchema = z.object({
  webhook: ZWebhookSchema,
  secret: z.string().optional(),
});
export type TSavedWebhook = z.infer<typeof ZSavedWebhookSchema>;
export const ZSavedWebhookResponseSchema = envelopeOf(ZSavedWebhookSchema);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'retrying'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const ZDeliverySchema = z.object({
  deliveryId: z.string(),
  event: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseStatus: z.number().int().nullable(),
  responseTimeMs: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  nextAttemptAt: z.string().nullable(),
});
export type TDelivery = z.infer<typeof ZDeliverySchema>;
export const ZDeliveryResponseSchema = envelopeOf(z.object({ delivery: ZDeliverySchema }));

export const ZListDeliveriesRequestSchema = ZWebhookRefRequestSchema.extend({
  pagination: z.object({
    pageNo: z.number().int().min(1, { error: 'Page number starts at 1' }).max(1_000_000),
    pageSize: z
      .number()
      .int()
      .min(1, { error: 'Page size must be at least 1' })
      .max(DELIVERY_PAGE_SIZE_MAX, {
        error: `Page size must be at most ${DELIVERY_PAGE_SIZE_MAX}`,
      }),
  }),
});
export const ZDeliveryListSchema = z.object({
  deliveries: z.array(ZDeliverySchema),
  totalRows: z.number().int().nonnegative(),
});
export type TDeliveryList = z.infer<typeof ZDeliveryListSchema>;
export const ZDeliveryListResponseSchema = envelopeOf(ZDeliveryListSchema);

/** What a receiver gets: the JSON body of every delivery. */
export type TWebhookPayload = {
  id: string;
  type: string;
  createdAt: string;
  clientId: number;
  data: Record<string, unknown>;
};
