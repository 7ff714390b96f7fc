import type { THttpProviderProfile } from '../http-adapter.ts';

/**
 * SMS and LINE providers for the sending engine. SMS account values: accountId, authToken and
 * senderId (a number or an alphanumeric sender); LINE: channelAccessToken, and the recipient
 * is a LINE user id.
 */
const SMS = 2;
const LINE = 30;

export const SMS_PROFILES = {
  twilio: {
    id: 'twilio',
    name: 'Twilio',
    channelId: SMS,
    baseUrl: 'https://api.twilio.com/2010-04-01',
    auth: { kind: 'basic', user: '{{accountId}}', password: '{{authToken}}' },
    text: {
      method: 'POST',
      path: '/Accounts/{{accountId}}/Messages.json',
      body: { kind: 'form', fields: { From: '{{senderId}}', To: '{{to}}', Body: '{{text}}' } },
    },
    messageIdPaths: ['sid'],
    errorPaths: ['message'],
  },
  // The Messages API: the account's API key and secret.
  vonage: {
    id: 'vonage',
    name: 'Vonage',
    channelId: SMS,
    baseUrl: 'https://api.nexmo.com',
    auth: { kind: 'basic', user: '{{accountId}}', password: '{{authToken}}' },
    text: {
      method: 'POST',
      path: '/v1/messages',
      body: {
        kind: 'json',
        template: {
          message_type: 'text',
          channel: 'sms',
          to: '{{toDigits}}',
          from: '{{senderId}}',
          text: '{{text}}',
        },
      },
    },
    messageIdPaths: ['message_uuid'],
    errorPaths: ['detail', 'title'],
  },
  plivo: {
    id: 'plivo',
    name: 'Plivo',
    channelId: SMS,
    baseUrl: 'https://api.plivo.com/v1',
    auth: { kind: 'basic', user: '{{accountId}}', password: '{{authToken}}' },
    text: {
      method: 'POST',
      path: '/Account/{{accountId}}/Message/',
      body: {
        kind: 'json',
        template: { src: '{{senderId}}', dst: '{{toDigits}}', text: '{{text}}' },
      },
    },
    messageIdPaths: ['message_uuid.0'],
    errorPaths: ['error'],
  },
} as const satisfies Record<string, THttpProviderProfile>;

/** The Messaging API's push message. */
export const LINE_PROFILE: THttpProviderProfile = {
  id: 'line',
  name: 'LINE',
  channelId: LINE,
  baseUrl: 'https://api.line.me',
  auth: { kind: 'bearer', token: '{{channelAccessToken}}' },
  text: {
    method: 'POST',
    path: '/v2/bot/message/push',
    body: {
      kind: 'json',
      template: { to: '{{to}}', messages: [{ type: 'text', text: '{{text}}' }] },
    },
  },
  messageIdPaths: ['sentMessages.0.id'],
  errorPaths: ['details.0.message', 'message'],
};
