import type { TTemplateLister } from './whatsapp-template-list.ts';

/**
 * One interface every channel's settings feed (issue 6, item 9): the test buttons use it now and
 * the sending engine later. Fields are general enough for SMS, WhatsApp, voice and push: a
 * channel reads what it needs and ignores the rest.
 */
export type TOutboundMessage = {
  /** An email address, a phone number in E.164, a device token or a subscription endpoint. */
  to: string;
  from?: string;
  subject?: string;
  text?: string;
  html?: string;
  /** Provider template and its variables (WhatsApp, SMS DLT, push). */
  template?: { name: string; language?: string; variables?: Record<string, string> };
  headers?: Record<string, string>;
  /** Free-form data for push payloads and webhooks. */
  data?: Record<string, unknown>;
};

export type TSendResult = {
  ok: boolean;
  /** The provider's id for the message, when it gives one. */
  providerMessageId?: string;
  /** The provider's answer (an SMTP reply line, an HTTP status and body) or the error. */
  response: string;
  /** The provider asked to slow down (HTTP 429): how long, from its Retry-After. */
  throttledForMs?: number;
};

export type TChannelAdapter = {
  /** A CHANNELS id from the contracts. */
  channelId: number;
  send(message: TOutboundMessage): Promise<TSendResult>;
  /** Releases pooled connections (adapters reused for a whole run). */
  close?: () => void | Promise<void>;
  /** The account's message templates, where the provider lists them (WhatsApp). */
  listTemplates?: TTemplateLister;
};
