/**
 * Test sends of the WhatsApp and voice settings: one message or call through the saved
 * provider account, answering the provider's own reply. Names and limits are our choices.
 */
import { z } from 'zod';
import { CONTACT_FIELD_MSG, normaliseMobile } from '../audience/contact-fields.ts';
import { envelopeOf } from '../envelope.ts';
import { ZChannelIdSchema, ZChannelScopeSchema, requiredText } from './channel-common.ts';

export const TEST_TEXT_MAX = 1000;
export const TEST_TEMPLATE_NAME_MAX = 512;
export const TEST_TEMPLATE_PARAMS_MAX = 10;
export const TEST_MSG = {
  toRequired: 'Enter a phone number',
  toInvalid: CONTACT_FIELD_MSG.mobileInvalid,
  templateNameRequired: 'Enter the template name',
  languageInvalid: 'Enter a language code, e.g. en_GB',
  whatsappNotReady: 'Save complete WhatsApp settings before sending a test',
} as const;

/** The recipient in E.164, as the audience stores mobiles (spaces and a 00 prefix allowed). */
export const ZTestPhoneSchema = z
  .string({ error: TEST_MSG.toRequired })
  .trim()
  .min(1, { error: TEST_MSG.toRequired })
  .max(32, { error: TEST_MSG.toInvalid })
  .transform((value, ctx) => {
    const e164 = normaliseMobile(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: TEST_MSG.toInvalid });
      return z.NEVER;
    }
    return e164;
  });

/** An approved template: its name, language and positional body parameters ({{1}}, {{2}}...). */
export const ZTestTemplateSchema = z.object({
  name: requiredText(TEST_MSG.templateNameRequired, TEST_TEMPLATE_NAME_MAX),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/, { error: TEST_MSG.languageInvalid }),
  parameters: z
    .array(z.string().trim().min(1).max(TEST_TEXT_MAX))
    .max(TEST_TEMPLATE_PARAMS_MAX)
    .optional()
    .default([]),
});
export type TTestTemplate = z.input<typeof ZTestTemplateSchema>;

/** A free text (within the customer-service window) or a template; neither: a default text. */
export const ZSendTestWhatsAppRequestSchema = ZChannelScopeSchema.extend({
  to: ZTestPhoneSchema,
  text: z.string().trim().min(1).max(TEST_TEXT_MAX).optional(),
  template: ZTestTemplateSchema.optional(),
}).refine((value) => !(value.text && value.template), {
  path: ['template'],
  error: 'Send a text or a template, not both',
});
export type TSendTestWhatsAppRequest = z.input<typeof ZSendTestWhatsAppRequestSchema>;

export const ZTestVmsCallRequestSchema = ZChannelScopeSchema.extend({
  vmsSettingId: ZChannelIdSchema,
  to: ZTestPhoneSchema,
});
export type TTestVmsCallRequest = z.input<typeof ZTestVmsCallRequestSchema>;

export const ZChannelTestResultSchema = z.object({
  ok: z.boolean(),
  /** The provider's answer (status and its message), or why the request failed. */
  response: z.string(),
  /** The provider's id for the message or call. */
  messageId: z.string().optional(),
});
export type TChannelTestResult = z.infer<typeof ZChannelTestResultSchema>;
export const ZChannelTestResponseSchema = envelopeOf(ZChannelTestResultSchema);
