import type { TVmsProviderId } from '@resonate/contracts/communication-settings/voice';
import type { THttpProviderProfile } from '../http-adapter.ts';

/**
 * The voice/VMS providers. Account values: callerId (E.164, also as callerDigits), accountId,
 * authToken and callbackUrl. A call speaks the message text where the provider takes it inline
 * (Twilio, Vonage); Plivo and Exotel fetch what to play from the callback URL.
 */
const VOICE = 26;

export const VOICE_PROFILES: Record<TVmsProviderId, THttpProviderProfile> = {
  twilio: {
    id: 'twilio',
    name: 'Twilio',
    channelId: VOICE,
    noun: 'call',
    baseUrl: 'https://api.twilio.com/2010-04-01',
    auth: { kind: 'basic', user: '{{accountId}}', password: '{{authToken}}' },
    text: {
      method: 'POST',
      path: '/Accounts/{{accountId}}/Calls.json',
      body: {
        kind: 'form',
        fields: {
          To: '{{to}}',
          From: '{{callerId}}',
          Twiml: '<Response><Say>{{textXml}}</Say></Response>',
          StatusCallback: '{{callbackUrl}}',
        },
      },
    },
    messageIdPaths: ['sid'],
    errorPaths: ['message'],
  },
  // Vonage's Voice API signs in with a JWT of the application: its id and its private key.
  vonage: {
    id: 'vonage',
    name: 'Vonage',
    channelId: VOICE,
    noun: 'call',
    baseUrl: 'https://api.nexmo.com',
    auth: { kind: 'jwt', privateKey: '{{authToken}}', claims: { application_id: '{{accountId}}' } },
    text: {
      method: 'POST',
      path: '/v1/calls',
      body: {
        kind: 'json',
        template: {
          to: [{ type: 'phone', number: '{{toDigits}}' }],
          from: { type: 'phone', number: '{{callerDigits}}' },
          ncco: [{ action: 'talk', text: '{{text}}' }],
          event_url: ['{{callbackUrl}}'],
        },
      },
    },
    messageIdPaths: ['uuid'],
    errorPaths: ['detail', 'title'],
  },
  plivo: {
    id: 'plivo',
    name: 'Plivo',
    channelId: VOICE,
    noun: 'call',
    baseUrl: 'https://api.plivo.com/v1',
    auth: { kind: 'basic', user: '{{accountId}}', password: '{{authToken}}' },
    text: {
      method: 'POST',
      path: '/Account/{{accountId}}/Call/',
      body: {
        kind: 'json',
        template: {
          from: '{{callerDigits}}',
          to: '{{toDigits}}',
          answer_url: '{{callbackUrl}}',
          answer_method: 'POST',
        },
      },
    },
    messageIdPaths: ['request_uuid'],
    errorPaths: ['error'],
  },
  exotel: {
    id: 'exotel',
    name: 'Exotel',
    channelId: VOICE,
    noun: 'call',
    baseUrl: 'https://api.exotel.com/v1',
    auth: { kind: 'basic', user: '{{accountId}}', password: '{{authToken}}' },
    text: {
      method: 'POST',
      path: '/Accounts/{{accountId}}/Calls/connect.json',
      body: {
        kind: 'form',
        fields: { From: '{{to}}', CallerId: '{{callerId}}', Url: '{{callbackUrl}}' },
      },
    },
    messageIdPaths: ['Call.Sid'],
    errorPaths: ['RestException.Message'],
  },
};
