/**
 * Signing in over the HTTP API as the SPA does (credentials sealed with the server's RSA-OAEP
 * key and the single-use hashval), for tests and benchmarks that need a session or another
 * "device" without a browser.
 */
export const DEMO_PASSWORD = 'Demo@12345';

async function seal(publicKey: string, value: string, nonce: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const plain = new TextEncoder().encode(JSON.stringify({ v: value, n: nonce }));
  return Buffer.from(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, plain)).toString(
    'base64',
  );
}

export type TApiSession = { accessToken: string; clientId: number; userId: number };

/** Signs `email` in; `userAgent` makes the request look like another device. */
export async function signInOverApi(
  baseURL: string,
  email: string,
  { password = DEMO_PASSWORD, userAgent }: { password?: string; userAgent?: string } = {},
): Promise<TApiSession> {
  const post = (path: string, body: object = {}) =>
    fetch(`${baseURL}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
      body: JSON.stringify(body),
    }).then((response) => response.json());
  const { data } = await post('User/GetEncrypted');
  const answer = await post('LoginValidate', {
    loginName: await seal(data.publicKey, email, data.hashval),
    loginPassword: await seal(data.publicKey, password, data.hashval),
    hashval: data.hashval,
  });
  if (!answer.data?.accessToken)
    throw new Error(`sign-in of ${email} over the API failed: ${answer.message}`);
  return answer.data as TApiSession;
}
