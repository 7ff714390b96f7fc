import { vi } from 'vitest';

type TReply = { status?: number; body: unknown };
type THandler = (body: Record<string, unknown>, call: number) => TReply | Promise<TReply>;

/**
 * A stand-in for the sign-in API behind a mocked fetch: a real RSA key pair (so the sealing is
 * exercised end to end), a fresh nonce per GetEncrypted, and per-endpoint handlers. `opened`
 * decrypts what the browser sealed, as the server would.
 */
export async function fakeAuthApi(handlers: Record<string, THandler>) {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const publicKey = btoa(String.fromCharCode(...spki));
  const nonces: string[] = [];
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const counts = new Map<string, number>();

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api\//, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    requests.push({ path, body });
    const call = (counts.get(path) ?? 0) + 1;
    counts.set(path, call);
    let reply: TReply;
    if (path === 'User/GetEncrypted') {
      const hashval = `nonce-${nonces.length + 1}-abcdefghijklmnop`;
      nonces.push(hashval);
      const data = { publicKey, algorithm: 'RSA-OAEP-256', hashval, expiresInSeconds: 300 };
      reply = { body: { status: true, message: 'ok', data } };
    } else {
      const handler = handlers[path];
      reply = handler
        ? await handler(body, call)
        : { status: 404, body: { status: false, message: `No such endpoint: ${path}` } };
    }
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);

  const opened = async (cipherText: unknown) => {
    const bytes = Uint8Array.from(atob(String(cipherText)), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, bytes);
    return JSON.parse(new TextDecoder().decode(plain)) as { v: string; n: string };
  };

  return { requests, nonces, opened, callsTo: (path: string) => counts.get(path) ?? 0 };
}
