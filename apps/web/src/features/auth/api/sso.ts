import type { TSignInDiscovery } from '@resonate/contracts/auth/sso';
import type { TLoginAnswer } from '../lib/login-outcome';
import { authPost, dataOf } from './auth-post';

export type TStartedSso = {
  authorizationUrl: string;
  browserKey: string;
  state: string;
  social: boolean;
};

/**
 * POST /api/SignInDiscovery: providers, Active Directory and the SSO rule for the email's domain
 * (and the provider of the sign-in link the page was opened with, if any).
 */
export async function signInDiscovery(
  email: string,
  providerId?: number,
): Promise<TSignInDiscovery> {
  const body = providerId === undefined ? { emailId: email } : { emailId: email, providerId };
  return dataOf(await authPost<TSignInDiscovery>('SignInDiscovery', body));
}

/** POST /api/GetAuthorizationCode: where to send the browser for this provider. */
export async function getAuthorizationCode(input: {
  emailId: string;
  providerId: number;
  rememberMe: boolean;
}): Promise<TStartedSso> {
  return dataOf(await authPost<TStartedSso>('GetAuthorizationCode', input));
}

/**
 * POST /api/VerifyAuthorizationCode with the provider's answer. Social providers' answers go
 * form-urlencoded, as the spec's wrapper posts the social token (section 7).
 */
export function verifyAuthorizationCode(
  answer: Record<string, string>,
  social: boolean,
): Promise<TLoginAnswer> {
  return authPost('VerifyAuthorizationCode', answer, social ? { form: true } : undefined);
}
