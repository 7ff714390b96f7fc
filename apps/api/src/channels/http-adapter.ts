import { signJwtRs256 } from '#/crypto/jwt-rs256.ts';
import { describeOutboundFailure, guardedRequest } from '#/http/guarded-request.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TChannelAdapter, TOutboundMessage, TSendResult } from './channel-adapter.ts';
import { render, renderForm, renderPath, valueAt, type TTemplate } from './http-template.ts';
import { retryAfterMs } from './retry-after.ts';

/** How a provider authenticates; every string is a template over the account's values. */
export type THttpAuth =
  /** An operator's own gateway that needs no credentials (SMS_URL without user:password). */
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | { kind: 'basic'; user: string; password: string }
  | { kind: 'header'; name: string; value: string }
  /** A bearer JWT signed RS256 with the account's private key (Vonage applications). */
  | { kind: 'jwt'; privateKey: string; claims: Record<string, string> };

export type THttpBody =
  { kind: 'json'; template: TTemplate } | { kind: 'form'; fields: Record<string, TTemplate> };

export type THttpRequestProfile = { method: 'POST' | 'GET'; path: string; body?: THttpBody };

/**
 * One HTTP provider as data: where to send, how to sign in, the body of a text and of a
 * template message (absent: the provider does not send that kind), and where its answer keeps
 * the message id and the error text.
 */
export type THttpProviderProfile = {
  id: string;
  name: string;
  /** A CHANNELS id from the contracts. */
  channelId: number;
  /** The default endpoint; an account's API base URL replaces it. */
  baseUrl: string;
  auth: THttpAuth;
  text?: THttpRequestProfile;
  template?: THttpRequestProfile;
  /** What one send is called in answers: a message (default) or a call. */
  noun?: 'message' | 'call';
  /** Dotted paths into the JSON answer; the first present wins. */
  messageIdPaths: string[];
  errorPaths: string[];
};

export type THttpAccount = {
  /** The account's settings and opened secrets, by the names the profile's templates use. */
  values: Record<string, string>;
  /** The account's API base URL; empty: the profile's. */
  apiBaseUrl?: string;
};

export const HTTP_TIMEOUT_MS = 10_000;
const USER_AGENT = 'Resonate-Channels/1';

/**
 * What the message adds to the account's values: the recipient with and without its '+'
 * (providers differ), the text, and the template in the shapes providers want it.
 */
function messageValues(message: TOutboundMessage): Record<string, unknown> {
  const template = message.template;
  const variables = Object.entries(template?.variables ?? {});
  const parameters = variables.map(([, text]) => ({ type: 'text', text }));
  return {
    to: message.to,
    toDigits: message.to.replace(/^\+/, ''),
    text: message.text ?? '',
    /** For providers that take the text inside XML (TwiML). */
    textXml: escapeXml(message.text ?? ''),
    templateName: template?.name,
    templateLanguage: template?.language ?? 'en',
    templateValues: variables.map(([, text]) => text),
    templateParameters: parameters,
    templateComponents: parameters.length ? [{ type: 'body', parameters }] : undefined,
    templateVariablesJson: variables.length
      ? JSON.stringify(Object.fromEntries(variables))
      : undefined,
  };
}

function escapeXml(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
  };
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

function authHeaders(auth: THttpAuth, values: Record<string, unknown>): Record<string, string> {
  const text = (template: string) => String(render(template, values) ?? '');
  switch (auth.kind) {
    case 'none':
      return {};
    case 'bearer':
      return { authorization: `Bearer ${text(auth.token)}` };
    case 'basic': {
      const pair = `${text(auth.user)}:${text(auth.password)}`;
      return { authorization: `Basic ${Buffer.from(pair).toString('base64')}` };
    }
    case 'header':
      return { [auth.name]: text(auth.value) };
    case 'jwt': {
      const claims = Object.fromEntries(
        Object.entries(auth.claims).map(([key, value]) => [key, text(value)]),
      );
      return {
        authorization: `Bearer ${signJwtRs256(text(auth.privateKey), claims, { ttlSeconds: 300 })}`,
      };
    }
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** The provider's answer as one line: its message id, or its status and error text. */
function resultOf(
  profile: THttpProviderProfile,
  answer: { status: number; body: string; retryAfter?: string },
): TSendResult {
  const document = parseJson(answer.body);
  const noun = profile.noun ?? 'message';
  const ok = answer.status >= 200 && answer.status < 300;
  if (ok) {
    const id = profile.messageIdPaths.map((path) => valueAt(document, path)).find(Boolean);
    return {
      ok: true,
      providerMessageId: id,
      response: `${profile.name} accepted the ${noun} (HTTP ${answer.status})`,
    };
  }
  const error =
    profile.errorPaths.map((path) => valueAt(document, path)).find(Boolean) ??
    answer.body.trim().slice(0, 300);
  return {
    ok: false,
    response: `${profile.name} refused the ${noun} (HTTP ${answer.status})${error ? `: ${error}` : ''}`,
    // Too many requests: the engine pauses this provider for every run (provider-limit.ts).
    ...(answer.status === 429 ? { throttledForMs: retryAfterMs(answer.retryAfter) } : {}),
  };
}

/**
 * The one adapter of every HTTP provider (SMS, WhatsApp, voice, LINE): the profile says what
 * to send, the account fills it in. A provider's refusal and a failed connection are results
 * (ok false, with a reason a person can act on), never exceptions; credentials never appear in
 * them, nor in any log.
 */
export function createHttpAdapter(
  profile: THttpProviderProfile,
  account: THttpAccount,
  policy: TOutboundPolicy,
): TChannelAdapter {
  return {
    channelId: profile.channelId,
    async send(message: TOutboundMessage): Promise<TSendResult> {
      const request = message.template ? profile.template : profile.text;
      if (!request) {
        const kind = message.template ? 'template' : 'text';
        return { ok: false, response: `${profile.name} does not send ${kind} messages` };
      }
      const values = { ...account.values, ...messageValues(message) };
      const base = (account.apiBaseUrl || profile.baseUrl).replace(/\/+$/, '');
      // The message's own headers first (Idempotency-Key); the profile's auth and type win.
      const headers: Record<string, string> = {
        ...message.headers,
        accept: 'application/json',
        'user-agent': USER_AGENT,
      };
      let body: string | undefined;
      try {
        Object.assign(headers, authHeaders(profile.auth, values));
      } catch {
        return { ok: false, response: `The ${profile.name} private key is not a valid PEM key` };
      }
      if (request.body?.kind === 'json') {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(render(request.body.template, values));
      } else if (request.body?.kind === 'form') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = renderForm(request.body.fields, values);
      }
      try {
        const answer = await guardedRequest(
          `${base}${renderPath(request.path, values)}`,
          { method: request.method, headers, body, timeoutMs: HTTP_TIMEOUT_MS },
          policy,
        );
        return resultOf(profile, answer);
      } catch (error) {
        return {
          ok: false,
          response: `${profile.name}: ${describeOutboundFailure(error, HTTP_TIMEOUT_MS)}`,
        };
      }
    },
  };
}
