import type { TSsoProviderKind } from '@resonate/contracts/auth/sso';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import { classifyProviderFailure } from '../oidc/provider-failure.ts';
import { issuerFor, providerConfig } from '../oidc/provider-config.ts';

export type TProviderTestResult = {
  ok: boolean;
  issuer?: string;
  authorizationEndpoint?: string;
  supportsPkceS256?: boolean;
  problem?: string;
};

/**
 * The "Test" button: fetches the provider's discovery document through the outbound guard and
 * reports what a sign-in needs (issuer, authorization endpoint, PKCE S256), or why it failed.
 */
export async function testProvider(
  input: { kind: TSsoProviderKind; issuerUrl: string },
  policy: TOutboundPolicy,
): Promise<TProviderTestResult> {
  const issuerUrl = issuerFor(input.kind, input.issuerUrl);
  if (!URL.canParse(issuerUrl)) return { ok: false, problem: 'The issuer is not a URL' };
  try {
    const config = await providerConfig(
      { kind: input.kind, issuerUrl, clientId: 'test', clientSecret: '' },
      { policy },
    );
    const metadata = config.serverMetadata();
    const supportsPkceS256 = metadata.code_challenge_methods_supported?.includes('S256') ?? false;
    return {
      ok: metadata.authorization_endpoint !== undefined && metadata.token_endpoint !== undefined,
      issuer: metadata.issuer,
      authorizationEndpoint: metadata.authorization_endpoint,
      supportsPkceS256,
      problem: metadata.authorization_endpoint
        ? undefined
        : 'The provider publishes no authorization endpoint',
    };
  } catch (error) {
    return { ok: false, problem: classifyProviderFailure(error).reason };
  }
}
