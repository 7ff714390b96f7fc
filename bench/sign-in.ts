/** Signs a demo account in over HTTP, sealing credentials as the SPA does. */
export async function signIn(
  baseURL: string,
  email: string,
  password = 'Demo@12345',
): Promise<string> {
  const key = (await (await fetch(`${baseURL}/api/User/GetEncrypted`, { method: 'POST' })).json())
    .data;
  const publicKey = await crypto.subtle.importKey(
    'spki',
    Buffer.from(key.publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const seal = async (v: string) =>
    Buffer.from(
      await crypto.subtle.encrypt(
        { name: 'RSA-OAEP' },
        publicKey,
        new TextEncoder().encode(JSON.stringify({ v, n: key.hashval })),
      ),
    ).toString('base64');
  const response = await fetch(`${baseURL}/api/LoginValidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      loginName: await seal(email),
      loginPassword: await seal(password),
      hashval: key.hashval,
    }),
  });
  const token = (await response.json()).data?.accessToken;
  if (!token) throw new Error(`bench sign-in of ${email} failed (${response.status})`);
  return token;
}
