import type { TWaProviderId } from '@resonate/contracts/communication-settings/whatsapp';
import type { THttpProviderProfile } from '../http-adapter.ts';
import type { TTemplate } from '../http-template.ts';

/**
 * The WhatsApp providers of GetServiceProviderWA. Account values: phoneNumberId (the sender:
 * Meta's phone number id, or the sender number elsewhere, also as phoneNumberDigits),
 * businessAccountId (Twilio's Account SID, Gupshup's app name) and accessToken.
 */
const WHATSAPP = 21;

/** The Cloud API's message bodies; 360dialog's v2 API takes the same. */
const cloudText: TTemplate = {
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '{{toDigits}}',
  type: 'text',
  text: { preview_url: false, body: '{{text}}' },
};
const cloudTemplate: TTemplate = {
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '{{toDigits}}',
  type: 'template',
  template: {
    name: '{{templateName}}',
    language: { code: '{{templateLanguage}}' },
    components: '{{templateComponents}}',
  },
};

const twilioTo = { From: 'whatsapp:{{phoneNumberId}}', To: 'whatsapp:{{to}}' };
const gupshupTo = {
  channel: 'whatsapp',
  source: '{{phoneNumberDigits}}',
  destination: '{{toDigits}}',
  'src.name': '{{businessAccountId}}',
};
const infobipTo = { from: '{{phoneNumberDigits}}', to: '{{toDigits}}' };

export const WHATSAPP_PROFILES: Record<TWaProviderId, THttpProviderProfile> = {
  meta: {
    id: 'meta',
    name: 'WhatsApp Cloud API',
    channelId: WHATSAPP,
    baseUrl: 'https://graph.facebook.com/v21.0',
    auth: { kind: 'bearer', token: '{{accessToken}}' },
    text: {
      method: 'POST',
      path: '/{{phoneNumberId}}/messages',
      body: { kind: 'json', template: cloudText },
    },
    template: {
      method: 'POST',
      path: '/{{phoneNumberId}}/messages',
      body: { kind: 'json', template: cloudTemplate },
    },
    messageIdPaths: ['messages.0.id'],
    errorPaths: ['error.error_user_msg', 'error.message'],
  },
  twilio: {
    id: 'twilio',
    name: 'Twilio',
    channelId: WHATSAPP,
    baseUrl: 'https://api.twilio.com/2010-04-01',
    auth: { kind: 'basic', user: '{{businessAccountId}}', password: '{{accessToken}}' },
    text: {
      method: 'POST',
      path: '/Accounts/{{businessAccountId}}/Messages.json',
      body: { kind: 'form', fields: { ...twilioTo, Body: '{{text}}' } },
    },
    // A Content API template: its SID is the template name, variables keyed "1", "2"...
    template: {
      method: 'POST',
      path: '/Accounts/{{businessAccountId}}/Messages.json',
      body: {
        kind: 'form',
        fields: {
          ...twilioTo,
          ContentSid: '{{templateName}}',
          ContentVariables: '{{templateVariablesJson}}',
        },
      },
    },
    messageIdPaths: ['sid'],
    errorPaths: ['message'],
  },
  '360dialog': {
    id: '360dialog',
    name: '360dialog',
    channelId: WHATSAPP,
    baseUrl: 'https://waba-v2.360dialog.io',
    auth: { kind: 'header', name: 'D360-API-KEY', value: '{{accessToken}}' },
    text: { method: 'POST', path: '/messages', body: { kind: 'json', template: cloudText } },
    template: {
      method: 'POST',
      path: '/messages',
      body: { kind: 'json', template: cloudTemplate },
    },
    messageIdPaths: ['messages.0.id'],
    errorPaths: ['error.message', 'meta.developer_message', 'errors.0.details'],
  },
  gupshup: {
    id: 'gupshup',
    name: 'Gupshup',
    channelId: WHATSAPP,
    baseUrl: 'https://api.gupshup.io',
    auth: { kind: 'header', name: 'apikey', value: '{{accessToken}}' },
    text: {
      method: 'POST',
      path: '/wa/api/v1/msg',
      body: {
        kind: 'form',
        fields: { ...gupshupTo, message: { type: 'text', text: '{{text}}' } },
      },
    },
    template: {
      method: 'POST',
      path: '/wa/api/v1/template/msg',
      body: {
        kind: 'form',
        fields: {
          ...gupshupTo,
          template: { id: '{{templateName}}', params: '{{templateValues}}' },
        },
      },
    },
    messageIdPaths: ['messageId'],
    errorPaths: ['message'],
  },
  infobip: {
    id: 'infobip',
    name: 'Infobip',
    channelId: WHATSAPP,
    baseUrl: 'https://api.infobip.com',
    auth: { kind: 'header', name: 'authorization', value: 'App {{accessToken}}' },
    text: {
      method: 'POST',
      path: '/whatsapp/1/message/text',
      body: { kind: 'json', template: { ...infobipTo, content: { text: '{{text}}' } } },
    },
    template: {
      method: 'POST',
      path: '/whatsapp/1/message/template',
      body: {
        kind: 'json',
        template: {
          messages: [
            {
              ...infobipTo,
              content: {
                templateName: '{{templateName}}',
                templateData: { body: { placeholders: '{{templateValues}}' } },
                language: '{{templateLanguage}}',
              },
            },
          ],
        },
      },
    },
    messageIdPaths: ['messageId', 'messages.0.messageId'],
    errorPaths: ['requestError.serviceException.text'],
  },
};
