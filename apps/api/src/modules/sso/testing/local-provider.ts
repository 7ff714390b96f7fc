// The e2e project compiles this file too, outside apps/api/src: it needs the declarations named.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider.d.ts" />
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider (npm `oidc-provider`) on this machine, for tests. It signs in whoever
 * the authorization request's login_hint names (no login form), grants openid/email/profile to
 * the test client without a consent screen, and sits behind a small proxy that can misbehave on
 * purpose: forge the ID token (another key), make it expired, change its nonce, or stop answering.
 */

export type TLocalAccount = {
  email: string;
  /** The login_hint that signs this account in (default: its email). */
  hint?: string;
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
};
export type TTokenTamper = 'forge' | 'expire' | 'nonce' | undefined;

export type TLocalProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login_hint; a hint not listed here is refused by the provider. */
  accounts: Map<string, TLocalAccount>;
  addAccount: (account: TLocalAccount) => void;
  /** What the proxy does to the next token responses. */
  tamper: { token: TTokenTamper; down: boolean };
  /** Follows the authorization URL as a browser would, up to our redirect URI; returns it. */
  authorize: (authorizationUrl: string) => Promise<URL>;
  close: () => Promise<void>;
};

function rsaKey(kid: string): { privateKey: KeyObject; jwk: Record<string, unknown> } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    jwk: { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signJwt(header: object, payload: object, key: KeyObject): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key).toString('base64url')}`;
}

function retoken(idToken: string, tamper: TTokenTamper, real: KeyObject, rogue: KeyObject): string {
  const [header = '', payload = ''] = idToken.split('.');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as object;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  if (tamper === 'forge') return signJwt(head, { ...claims, email: 'admin@acme.test' }, rogue);
  if (tamper === 'expire')
    return signJwt(head, { ...claims, iat: now - 7200, exp: now - 3600 }, real);
  return signJwt(head, { ...claims, nonce: 'not-the-nonce-we-sent' }, real);
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

export async function startLocalProvider(options: {
  redirectUri: string;
  accounts?: TLocalAccount[];
}): Promise<TLocalProvider> {
  const signing = rsaKey('local-1');
  const rogue = rsaKey('local-1');
  const clientId = 'resonate-test';
  const clientSecret = createHash('sha256').update(String(Math.random())).digest('hex');
  const accounts = new Map<string, TLocalAccount>();
  const addAccount = (account: TLocalAccount) =>
    accounts.set((account.hint ?? account.email).toLowerCase(), account);
  for (const account of options.accounts ?? []) addAccount(account);
  const tamper: TLocalProvider['tamper'] = { token: undefined, down: false };

  const front = createServer();
  const frontPort = await listen(front);
  const issuer = `http://127.0.0.1:${frontPort}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signing.jwk] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          given_name: account.givenName ?? 'Test',
          family_name: account.familyName ?? 'User',
        }),
      };
    },
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.proxy = true;
  const callback = provider.callback();

  // The provider itself, with the interaction step answered at once from the login_hint.
  const inner = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      void (async () => {
        const details = await provider.interactionDetails(request, response);
        const hint = String(details.params.login_hint ?? '').toLowerCase();
        const result = accounts.has(hint)
          ? { login: { accountId: hint } }
          : { error: 'access_denied', error_description: 'unknown account' };
        await provider.interactionFinished(request, response, result, {
          mergeWithLastSubmission: false,
        });
      })().catch(() => {
        response.statusCode = 500;
        response.end();
      });
      return;
    }
    void callback(request, response);
  });
  const innerPort = await listen(inner);

  // The proxy the app talks to: forwards everything, and misbehaves when asked.
  front.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      if (tamper.down) {
        request.socket.destroy();
        return;
      }
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      // fetch sends its own Host; the provider (proxy mode) builds its URLs from these instead.
      headers.set('x-forwarded-host', `127.0.0.1:${frontPort}`);
      headers.set('x-forwarded-proto', 'http');
      const answer = await fetch(`http://127.0.0.1:${innerPort}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body:
          request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
        redirect: 'manual',
      });
      let payload = Buffer.from(await answer.arrayBuffer());
      if (request.url?.startsWith('/token') && tamper.token && answer.status === 200) {
        const json = JSON.parse(payload.toString()) as { id_token?: string };
        if (json.id_token)
          json.id_token = retoken(
            json.id_token,
            tamper.token,
            signing.privateKey,
            rogue.privateKey,
          );
        payload = Buffer.from(JSON.stringify(json));
      }
      answer.headers.forEach((value, name) => {
        if (
          !['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie'].includes(name)
        )
          response.setHeader(name, value);
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) response.setHeader('set-cookie', cookies);
      response.statusCode = answer.status;
      response.end(payload);
    })().catch(() => {
      response.statusCode = 502;
      response.end();
    });
  });

  const authorize = async (authorizationUrl: string): Promise<URL> => {
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop += 1) {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const answer = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      for (const line of answer.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const location = answer.headers.get('location');
      if (!location) throw new Error(`provider stopped at ${url} with ${answer.status}`);
      url = new URL(location, url).href;
      if (url.startsWith(options.redirectUri)) return new URL(url);
    }
    throw new Error('too many redirects at the provider');
  };

  const close = async () => {
    await Promise.all(
      [front, inner].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
    front.closeAllConnections();
    inner.closeAllConnections();
  };
  return { issuer, clientId, clientSecret, accounts, addAccount, tamper, authorize, close };
}
