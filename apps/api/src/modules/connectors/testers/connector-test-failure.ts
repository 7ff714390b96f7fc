import { describeOutboundFailure, guardedRequest } from '#/http/guarded-request.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import { valueAt } from '#/channels/http-template.ts';

export const CONNECTOR_TIMEOUT_MS = 10_000;

/** A test that reached a verdict other than "connected": its message is the answer shown. */
export class ConnectorTestFailure extends Error {
  override name = 'ConnectorTestFailure';
}

/** What a connector test knows of the saved connection: fields as saved, secrets opened. */
export type TConnectorInput = {
  values: Record<string, string | number | boolean>;
  secrets: Record<string, string>;
  policy: TOutboundPolicy;
};

const ERROR_PATHS = [
  'error_description',
  'error.message',
  'message',
  '0.message',
  'detail',
  'error',
];

/**
 * One request of a connector test through the outbound guard; the JSON answer when it is
 * 2xx, otherwise a ConnectorTestFailure naming the service, the status and its error text.
 */
export async function callJson(
  service: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; form?: Record<string, string> },
  policy: TOutboundPolicy,
): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': 'Resonate-Connectors/1',
    ...init.headers,
  };
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  let answer;
  try {
    answer = await guardedRequest(
      url,
      { method: init.method, headers, body, timeoutMs: CONNECTOR_TIMEOUT_MS },
      policy,
    );
  } catch (error) {
    throw new ConnectorTestFailure(
      `${service}: ${describeOutboundFailure(error, CONNECTOR_TIMEOUT_MS)}`,
    );
  }
  let document: unknown;
  try {
    document = JSON.parse(answer.body);
  } catch {
    document = undefined;
  }
  if (answer.status < 200 || answer.status >= 300) {
    const text =
      ERROR_PATHS.map((path) => valueAt(document, path)).find(Boolean) ??
      answer.body.trim().slice(0, 200);
    throw new ConnectorTestFailure(
      `${service} answered HTTP ${answer.status}${text ? `: ${text}` : ''}`,
    );
  }
  if (!document || typeof document !== 'object') {
    throw new ConnectorTestFailure(`${service} answered HTTP ${answer.status} without JSON`);
  }
  return document as Record<string, unknown>;
}

/** A base URL: the connection's own (regional, proxy) or the service's default. */
export function baseOf(input: TConnectorInput, fallback: string): string {
  const own = typeof input.values.apiBaseUrl === 'string' ? input.values.apiBaseUrl : '';
  return (own || fallback).replace(/\/+$/, '');
}

export function text(input: TConnectorInput, key: string): string {
  const value = input.values[key];
  return typeof value === 'string' ? value : String(value ?? '');
}
