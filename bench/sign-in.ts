import { signInOverApi } from '../e2e/support/api-sign-in.ts';

/** Signs a demo account in over HTTP and returns its access token. */
export async function signIn(baseURL: string, email: string): Promise<string> {
  return (await signInOverApi(baseURL, email)).accessToken;
}
