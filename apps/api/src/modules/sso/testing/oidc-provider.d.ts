/**
 * The few parts of `oidc-provider` (a dev dependency without type declarations) that the local
 * test provider uses.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type TAccount = { accountId: string; claims: () => Record<string, unknown> };
  type TGrant = { addOIDCScope: (scope: string) => void; save: () => Promise<string> };
  type TContext = {
    oidc: {
      session?: { accountId?: string };
      client?: { clientId: string };
      provider: { Grant: new (init: { accountId: string; clientId: string }) => TGrant };
    };
  };

  export type TProviderConfiguration = {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    claims: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    findAccount: (ctx: unknown, id: string) => TAccount | undefined | Promise<TAccount | undefined>;
    loadExistingGrant?: (ctx: TContext) => Promise<TGrant | undefined>;
  };

  export default class Provider {
    constructor(issuer: string, configuration: TProviderConfiguration);
    /** Trust X-Forwarded-* headers (Koa's app.proxy). */
    proxy: boolean;
    callback(): (request: IncomingMessage, response: ServerResponse) => Promise<void>;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<{ params: Record<string, unknown> }>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
