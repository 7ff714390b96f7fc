import { createPrivateKey, createSign } from 'node:crypto';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import type { TOutboundMessage } from './channel-adapter.ts';
import { describeFailure, pushRequest, pushServiceBase } from './push-http.ts';
import { retryAfterOf } from './retry-after.ts';
import type { TPushAdapter, TPushSendResult } from './web-push-adapter.ts';

/** Spec section 1: 14 is "Mobile notification". */
export const MOBILE_PUSH_CHANNEL_ID = 14;
const OAUTH_BASE = 'https://oauth2.googleapis.com';
const FCM_BASE = 'https://fcm.googleapis.com';
/** The audience Google expects in the assertion, whichever host the request goes to. */
const TOKEN_AUDIENCE = `${OAUTH_BASE}/token`;
const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;

export type TFcmServiceAccount = { projectId: string; clientEmail: string; privateKey: string };

/** The fields FCM HTTP v1 needs from a Firebase service account key file; undefined if not one. */
export function parseServiceAccount(json: string): TFcmServiceAccount | undefined {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const {
    type,
    project_id: projectId,
    client_email: clientEmail,
    private_key: privateKey,
  } = parsed;
  if (
    type !== 'service_account' ||
    typeof projectId !== 'string' ||
    !/^[a-z][a-z0-9-]{4,29}$/.test(projectId)
  ) {
    return undefined;
  }
  if (
    typeof clientEmail !== 'string' ||
    !clientEmail.includes('@') ||
    typeof privateKey !== 'string'
  ) {
    return undefined;
  }
  try {
    if (createPrivateKey(privateKey).asymmetricKeyType !== 'rsa') return undefined;
  } catch {
    return undefined;
  }
  return { projectId, clientEmail, privateKey };
}

/** A signed JWT for Google's OAuth token endpoint (RFC 7523 bearer assertion). */
function assertion(account: TFcmServiceAccount, now: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now / 1000);
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({
    iss: account.clientEmail,
    scope: SCOPE,
    aud: TOKEN_AUDIENCE,
    iat,
    exp: iat + 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.privateKey, 'base64url');
  return `${unsigned}.${signature}`;
}

class FcmAuthError extends Error {
  override name = 'FcmAuthError';
}

/**
 * FCM HTTP v1: an OAuth access token from the service account (kept until shortly before it
 * expires, so a broadcast asks once), then one POST per device token.
 */
export function createFcmAdapter(
  account: TFcmServiceAccount,
  policy: TOutboundPolicy,
  baseOverride?: string,
): TPushAdapter {
  const oauthBase = pushServiceBase(OAUTH_BASE, baseOverride, policy);
  const fcmBase = pushServiceBase(FCM_BASE, baseOverride, policy);
  let cached: { token: string; expiresAt: number } | undefined;
  // Concurrent sends share one token request.
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: assertion(account, Date.now()),
    }).toString();
    const answer = await pushRequest(
      `${oauthBase}/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        timeoutMs: TIMEOUT_MS,
      },
      policy,
    );
    const parsed = safeJson(answer.body) as { access_token?: string; expires_in?: number };
    if (answer.status !== 200 || !parsed.access_token) {
      throw new FcmAuthError(`Google refused the service account (${answer.status})`);
    }
    cached = {
      token: parsed.access_token,
      expiresAt: Date.now() + (parsed.expires_in ?? 3600) * 1000,
    };
    return cached.token;
  }

  function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now() + 60_000) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    channelId: MOBILE_PUSH_CHANNEL_ID,
    async send(message: TOutboundMessage): Promise<TPushSendResult> {
      const { imageUrl, ...data } = stringData(message.data);
      const body = JSON.stringify({
        message: {
          token: message.to,
          notification: {
            title: message.subject ?? '',
            body: message.text ?? '',
            ...(imageUrl ? { image: imageUrl } : {}),
          },
          data,
          android: { priority: 'high' },
        },
      });
      try {
        const answer = await pushRequest(
          `${fcmBase}/v1/projects/${account.projectId}/messages:send`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await accessToken()}`,
              'content-type': 'application/json',
            },
            body,
            timeoutMs: TIMEOUT_MS,
          },
          policy,
        );
        const parsed = safeJson(answer.body) as {
          name?: string;
          error?: { status?: string; message?: string; details?: { errorCode?: string }[] };
        };
        if (answer.status === 200) {
          return { ok: true, gone: false, providerMessageId: parsed.name, response: '200 OK' };
        }
        const code =
          parsed.error?.details?.find((detail) => detail.errorCode)?.errorCode ??
          parsed.error?.status ??
          '';
        return {
          ok: false,
          // The token is no longer valid for the app: the device is dropped from later sends.
          gone:
            code === 'UNREGISTERED' ||
            (answer.status === 400 && /registration token/i.test(parsed.error?.message ?? '')),
          response: `${answer.status} ${code} ${parsed.error?.message ?? ''}`.trim().slice(0, 300),
          // QUOTA_EXCEEDED: FCM asks to slow down, the engine pauses mobile push for a while.
          ...(answer.status === 429 ? { throttledForMs: retryAfterOf(answer.headers) } : {}),
        };
      } catch (error) {
        const response = error instanceof FcmAuthError ? error.message : describeFailure(error);
        return { ok: false, gone: false, response };
      }
    },
  };
}

/** FCM data values must be strings. */
function stringData(data: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
