import { useMutation } from '@tanstack/react-query';

export type TTryItRequest = { method: string; url: string; token: string | null; body?: string };
export type TTryItResult = { status: number; statusText: string; ms: number; body: string };

/**
 * Sends the reader's own call and returns whatever came back, errors included: the panel is a
 * console, so no toast and no loading overlay. The caller guarantees the URL is same-origin.
 */
export async function sendTryIt({
  method,
  url,
  token,
  body,
}: TTryItRequest): Promise<TTryItResult> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('accessToken', token);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const started = performance.now();
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    ms: Math.round(performance.now() - started),
    body: prettyJson(text),
  };
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function useTryIt() {
  return useMutation({ mutationFn: sendTryIt });
}
