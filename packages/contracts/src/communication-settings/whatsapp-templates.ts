/**
 * WhatsApp templates and the 24-hour customer-service window (issue 22, item 9). WhatsApp
 * delivers a business-initiated message to a number that has not written in the last 24
 * hours only as an approved template (`type: template`, its name, language and the body's
 * {{1}} {{2}} parameters). The account's templates are synced from the provider; the create
 * wizard offers the approved ones and maps each variable to a merge tag.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZChannelScopeSchema } from './channel-common.ts';

/** WhatsApp's channel id (CHANNEL_IDS_BY_NAME.whatsapp; content.ts imports this file). */
const WHATSAPP = 21;

/** Hours after a contact's last inbound message during which free-form text may be sent. */
export const WA_WINDOW_HOURS = 24;

export const WA_TEMPLATE_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type TWaTemplateStatus = (typeof WA_TEMPLATE_STATUSES)[number];

export const WA_TEMPLATE_LIMITS = {
  nameMax: 512,
  languageMax: 15,
  /** WhatsApp allows a few dozen body parameters; more is a broken template. */
  variablesMax: 30,
  /** A variable is a merge tag or a short Liquid expression. */
  variableMax: 500,
  /** Pages of the provider's template list read per sync (100 templates each). */
  syncPagesMax: 20,
} as const;

export const WA_TEMPLATE_MSG = {
  notReady: 'Complete the WhatsApp settings before syncing templates',
  syncUnsupported: (provider: string) =>
    `${provider} does not list templates through its API: use the WhatsApp Cloud API or 360dialog, or send within 24 hours of the customer's message`,
  syncFailed: (reason: string) => `The template list could not be read: ${reason}`,
  synced: (count: number) => `${count} ${count === 1 ? 'template' : 'templates'} synced`,
  templateNotApproved:
    "Choose one of the account's approved templates (sync them in Communication settings)",
  variableRequired: (n: number) => `Choose what fills {{${n}}}`,
  variablesMismatch: (count: number) =>
    `The template has ${count} ${count === 1 ? 'variable' : 'variables'}: map each of them`,
  outsideWindow: (outside: number, total: number) =>
    `${outside} of ${total} ${total === 1 ? 'recipient has' : 'recipients have'} not written to you on WhatsApp in the last ${WA_WINDOW_HOURS} hours. WhatsApp delivers only approved templates to them: choose a template for this message`,
  /** The reason recorded on a message skipped at send time. */
  outsideWindowSkipped: `outside the WhatsApp ${WA_WINDOW_HOURS}-hour window: a template is needed`,
  inboundUnauthorised: 'The webhook verify token does not match',
  inboundSignatureInvalid:
    'The webhook signature (X-Hub-Signature-256) does not match the app secret',
} as const;

/** The template a WhatsApp communication sends, with a merge tag per {{n}} variable. */
export const ZWaTemplateChoiceSchema = z.object({
  name: z.string().trim().min(1).max(WA_TEMPLATE_LIMITS.nameMax),
  language: z.string().trim().min(1).max(WA_TEMPLATE_LIMITS.languageMax),
  /** variables[0] fills {{1}}: Liquid, e.g. `{{ firstName }}` or `{{ attributes.city }}`. */
  variables: z
    .array(z.string().max(WA_TEMPLATE_LIMITS.variableMax))
    .max(WA_TEMPLATE_LIMITS.variablesMax)
    .default([]),
});
export type TWaTemplateChoice = z.infer<typeof ZWaTemplateChoiceSchema>;

export const ZWaTemplateSchema = z.object({
  name: z.string(),
  language: z.string(),
  status: z.enum(WA_TEMPLATE_STATUSES),
  category: z.string(),
  body: z.string(),
  variableCount: z.number().int(),
  syncedAt: z.string(),
});
export type TWaTemplate = z.infer<typeof ZWaTemplateSchema>;

export const ZGetWaTemplatesRequestSchema = ZChannelScopeSchema.extend({
  /** Only the approved ones (the create wizard's list). */
  approvedOnly: z.boolean().optional().default(false),
});
export type TGetWaTemplatesRequest = z.input<typeof ZGetWaTemplatesRequestSchema>;
export const ZSyncWaTemplatesRequestSchema = ZChannelScopeSchema;
/** The create wizard's list (Communication/GetWhatsAppTemplates): the active client's. */
export const ZWizardWaTemplatesRequestSchema = z.object({});
export const ZWaTemplatesResponseSchema = envelopeOf(
  z.object({ templates: z.array(ZWaTemplateSchema) }),
);
export type TWaTemplatesResponse = z.infer<typeof ZWaTemplatesResponseSchema>;
/**
 * The settings page's view: the templates and where the provider posts inbound messages (the
 * webhook's callback URL, verified with the settings' verify token).
 */
export const ZWaTemplateSettingsSchema = z.object({
  templates: z.array(ZWaTemplateSchema),
  webhookUrl: z.string(),
});
export type TWaTemplateSettings = z.infer<typeof ZWaTemplateSettingsSchema>;
export const ZWaTemplateSettingsResponseSchema = envelopeOf(ZWaTemplateSettingsSchema);

/** The number of {{n}} variables a template body uses (the highest n). */
export function variableCountOf(body: string): number {
  let max = 0;
  for (const match of body.matchAll(/\{\{\s*(\d{1,2})\s*\}\}/g))
    max = Math.max(max, Number(match[1]));
  return max;
}

/**
 * Whether a communication on `channelId` with this content is free-form WhatsApp text, which
 * may reach only contacts inside the 24-hour window.
 */
export function isFreeFormWhatsApp(
  channelId: number,
  content: { kind: string; whatsappTemplate?: unknown },
): boolean {
  return channelId === WHATSAPP && content.kind === 'text' && !content.whatsappTemplate;
}

/**
 * The provider's inbound webhook (the Cloud API's shape; 360dialog forwards the same): only
 * what the window needs is read, the rest passes through unread.
 */
const ZWaInboundMessageSchema = z.looseObject({
  from: z.string().max(20),
  timestamp: z.string().max(20),
});
export const ZWaInboundBodySchema = z.looseObject({
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              value: z.looseObject({
                metadata: z.looseObject({ phone_number_id: z.string().max(100) }).optional(),
                messages: z.array(ZWaInboundMessageSchema).max(1000).optional(),
              }),
            }),
          )
          .max(100)
          .default([]),
      }),
    )
    .max(100)
    .default([]),
});
export type TWaInboundBody = z.infer<typeof ZWaInboundBodySchema>;
export const ZWaInboundVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50),
  'hub.verify_token': z.string().max(1000),
  'hub.challenge': z.string().max(200),
});
export const ZWaInboundResponseSchema = envelopeOf(z.object({ recorded: z.number().int() }));
