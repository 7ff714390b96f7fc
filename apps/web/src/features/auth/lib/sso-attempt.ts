import { SSO_LINK_PARAM } from '@resonate/contracts/auth/sso-link';

/**
 * The single sign-on attempt this tab started, kept in sessionStorage across the trip to the
 * provider: the state to compare with the answer's, the browser key the server asks for, and
 * where to land afterwards.
 */
export type TSsoAttempt = {
  state: string;
  browserKey: string;
  social: boolean;
  lastURL: string;
  email: string;
};

const KEY = 'ssoAttempt';

export function saveSsoAttempt(attempt: TSsoAttempt): void {
  sessionStorage.setItem(KEY, JSON.stringify(attempt));
}

/** The attempt, once: reading it removes it, so a reload cannot send the same answer twice. */
export function takeSsoAttempt(): TSsoAttempt | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as TSsoAttempt) : null;
  } catch {
    return null;
  }
}

/** The provider's answer on our callback URL (the login page), if this is one. */
export function providerAnswerIn(search: string): Record<string, string> | null {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  if (!state || (!params.has('code') && !params.has('error'))) return null;
  const answer: Record<string, string> = { state };
  for (const name of ['code', 'iss', 'error', 'error_description']) {
    const value = params.get(name);
    if (value !== null) answer[name] = value;
  }
  return answer;
}

/** The provider of a company's sign-in link (`/?sso=<providerId>`), or undefined. */
export function linkedProviderIn(search: string): number | undefined {
  const value = new URLSearchParams(search).get(SSO_LINK_PARAM) ?? '';
  return /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;
}
