/**
 * Browser subscriptions to a client's web push: what the site's snippet posts (public, checked
 * against the allowed domains), the subscriber list and the test push on the settings tab, and
 * how a site's backend links a subscription to a contact.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { EMAIL_MAX } from '../limits.ts';
import { ZChannelIdSchema, ZChannelScopeSchema, requiredText } from './channel-common.ts';
import { GOAL_NAME_MAX, GOAL_VALUE_MAX, ZPagingSchema } from './push-common.ts';
import { VAPID_PUBLIC_KEY_PATTERN } from './web-push.ts';

export const PUSH_ENDPOINT_MAX = 1000;
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 500;
export const PUSH_URL_MAX = 2000;

export const WPS_MSG = {
  endpointInvalid: 'The subscription endpoint must be an HTTPS URL',
  keysInvalid: 'The subscription keys are not valid',
  originRefused: 'This site is not allowed to subscribe',
  notFound: 'Subscription not found',
  noVapid: 'Generate the VAPID keys first',
  titleRequired: 'Enter title',
  bodyRequired: 'Enter message',
  urlInvalid: 'Enter valid HTTPS URL',
  gone: 'The browser has ended this subscription; it was removed',
  identifyRequired: 'Send an email address or a mobile number',
} as const;

/** base64url without padding (browsers' toJSON()), padding tolerated. */
const base64urlOfBytes = (bytes: number, firstByte?: number) =>
  z
    .string()
    .max(200)
    .refine(
      (value) => {
        if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
        const decoded = decodeBase64url(value);
        return decoded.length === bytes && (firstByte === undefined || decoded[0] === firstByte);
      },
      { error: WPS_MSG.keysInvalid },
    );

function decodeBase64url(value: string): number[] {
  const base64 = value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    return Array.from(atob(padded), (c) => c.charCodeAt(0));
  } catch {
    return [];
  }
}

/** A PushSubscription as toJSON() gives it: the endpoint, the P-256 key and the auth secret. */
export const ZPushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(PUSH_ENDPOINT_MAX, { error: WPS_MSG.endpointInvalid })
    .refine((value) => URL.canParse(value) && /^https?:\/\//i.test(value), {
      error: WPS_MSG.endpointInvalid,
    }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64urlOfBytes(65, 4), auth: base64urlOfBytes(16) }),
});
export type TPushSubscription = z.infer<typeof ZPushSubscriptionSchema>;

/** The VAPID public key in public URLs names the client's web push (with the site's Origin). */
export const ZVapidKeyParamsSchema = z.object({
  vapidKey: z.string().regex(VAPID_PUBLIC_KEY_PATTERN, { error: 'Unknown site key' }),
});

export const ZPublicSubscribeRequestSchema = z.object({
  subscription: ZPushSubscriptionSchema,
  /** The subscription this one replaces (pushsubscriptionchange). */
  previousEndpoint: z.string().max(PUSH_ENDPOINT_MAX).optional(),
});
export const ZPublicUnsubscribeRequestSchema = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX),
});
export const ZPublicWebPushEventRequestSchema = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX),
  type: z.enum(['page_view', 'custom', 'delivered', 'clicked']),
  /** The custom event's name (resonate.track(name)). */
  name: z.string().trim().max(GOAL_NAME_MAX).optional(),
  value: z.number().min(0).max(GOAL_VALUE_MAX).optional(),
  url: z.string().max(PUSH_URL_MAX).optional(),
  /** The push message reported on (delivered, clicked). */
  messageId: z.string().max(100).optional(),
});
export const ZPublicAckResponseSchema = envelopeOf(z.object({ accepted: z.boolean() }));

/** A site's backend links a browser or a device to a contact (API key, contacts:write). */
export const ZPushIdentifyRequestSchema = z
  .object({
    kind: z.enum(['web_push', 'device_token']),
    /** The subscription endpoint or the device token. */
    value: z.string().min(1).max(PUSH_ENDPOINT_MAX),
    email: z.string().trim().max(EMAIL_MAX).optional(),
    mobile: z.string().trim().max(20).optional(),
    firstName: z.string().trim().max(50).optional(),
    lastName: z.string().trim().max(50).optional(),
  })
  .refine((body) => body.email || body.mobile, {
    error: WPS_MSG.identifyRequired,
    path: ['email'],
  });
export const ZPushIdentifyResponseSchema = envelopeOf(
  z.object({ passportId: z.string(), created: z.boolean() }),
);

export const ZGetWebPushSubscriptionsRequestSchema = ZChannelScopeSchema.extend(
  ZPagingSchema.shape,
).extend({ domain: z.string().trim().max(255).optional() });
export const ZWebPushSubscriptionItemSchema = z.object({
  subscriptionId: z.number().int(),
  domain: z.string(),
  /** The push service (fcm.googleapis.com, updates.push.services.mozilla.com, ...). */
  pushService: z.string(),
  browser: z.string(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type TWebPushSubscriptionItem = z.infer<typeof ZWebPushSubscriptionItemSchema>;
export const ZWebPushSubscriptionsResponseSchema = envelopeOf(
  z.object({ subscriptions: z.array(ZWebPushSubscriptionItemSchema) }),
);

/** The admin's own browser, subscribed from the settings page to receive test pushes. */
export const ZSaveWebPushSubscriptionRequestSchema = ZChannelScopeSchema.extend({
  subscription: ZPushSubscriptionSchema,
});
export const ZSaveWebPushSubscriptionResponseSchema = envelopeOf(
  z.object({ subscriptionId: z.number().int() }),
);

export const ZTestPushFormSchema = z.object({
  title: requiredText(WPS_MSG.titleRequired, PUSH_TITLE_MAX),
  body: requiredText(WPS_MSG.bodyRequired, PUSH_BODY_MAX),
  url: z
    .string()
    .trim()
    .max(PUSH_URL_MAX)
    .refine((value) => value === '' || /^https:\/\/[^\s]+$/i.test(value), {
      error: WPS_MSG.urlInvalid,
    })
    .optional()
    .default(''),
});
export type TTestPushFormInput = z.input<typeof ZTestPushFormSchema>;
export const ZSendTestWebPushRequestSchema = ZChannelScopeSchema.extend(
  ZTestPushFormSchema.shape,
).extend({ subscriptionId: ZChannelIdSchema });
export type TSendTestWebPushRequest = z.input<typeof ZSendTestWebPushRequestSchema>;
/** The push service's verdict: delivered to it (ok) or its status and answer. */
export const ZTestPushResponseSchema = envelopeOf(
  z.object({ ok: z.boolean(), response: z.string() }),
);
export type TTestPushResult = { ok: boolean; response: string };
