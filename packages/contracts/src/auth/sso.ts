/**
 * Single sign-on with OpenID Connect (issue 12): identity providers an account admin configures
 * (any issuer, or Google and Microsoft with fixed issuers), the sign-in discovery the login page
 * asks for once an email is typed, and the authorization-code steps GetAuthorizationCode,
 * VerifyAuthorizationCode and ConfirmVerificationCode (spec section 7).
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { EMAIL_MAX } from '../limits.ts';
import { MSG } from '../messages.ts';
import { SSO_DOMAIN_MSG, ZSsoDomainNameSchema, ZSsoDomainSchema } from './sso-domains.ts';

export const SSO_PROVIDER_KINDS = ['oidc', 'google', 'microsoft'] as const;
export type TSsoProviderKind = (typeof SSO_PROVIDER_KINDS)[number];

/** Google and Microsoft are OpenID providers whose issuer is fixed; only `oidc` takes one. */
export const FIXED_ISSUERS: Record<Exclude<TSsoProviderKind, 'oidc'>, string> = {
  google: 'https://accounts.google.com',
  // Multi-tenant: the discovery document names `{tenantid}`, each ID token its own tenant.
  microsoft: 'https://login.microsoftonline.com/organizations/v2.0',
};

/** Our limits: a handful of providers per company, a reasonable list of domains per provider. */
export const SSO_LIMITS = {
  providersPerClient: 10,
  domainsPerProvider: 20,
  displayName: 60,
  clientId: 255,
  clientSecret: 1024,
  issuerUrl: 500,
  /** A sign-in attempt (state, nonce, PKCE verifier) is good for this long. */
  flowSeconds: 600,
} as const;

export const SSO_MSG = {
  displayNameRequired: 'Enter a name for the sign-in button',
  issuerRequired: 'Enter the issuer URL',
  issuerInvalid: 'Enter the issuer as an https:// URL',
  clientIdRequired: 'Enter the client ID',
  clientSecretRequired: 'Enter the client secret',
  domainsRequired: 'Enter at least one email domain',
  domainInvalid: SSO_DOMAIN_MSG.invalid,
  domainsTooMany: `Up to ${SSO_LIMITS.domainsPerProvider} domains per provider`,
  tooMany: `A company can have up to ${SSO_LIMITS.providersPerClient} identity providers`,
  roleRequired: 'Choose the role of users created at their first sign-in',
  notFound: 'This identity provider no longer exists. Reload the page and try again.',
  /** Sign-in refusals, shown on the login page. */
  flowExpired: 'The single sign-on attempt has expired or was already used. Please sign in again.',
  stateMismatch:
    'The answer from the identity provider does not belong to this sign-in. Please sign in again.',
  providerError:
    'The identity provider did not sign you in. Please try again or contact your administrator.',
  providerUnreachable:
    'The identity provider is not answering. Please try again later or contact your administrator.',
  tokenRejected: 'The identity provider’s answer could not be verified, so you were not signed in.',
  emailNotVerified:
    'The identity provider did not confirm your email address, so you were not signed in.',
  domainNotAllowed: 'Your email domain is not allowed to sign in with this identity provider.',
  noAccount: 'There is no account for this email address. Ask your administrator to invite you.',
  noProvider: 'Single sign-on is not set up for this email address.',
  ssoRequired:
    'Your company requires single sign-on. Use the “Sign in with” button instead of a password.',
} as const;

const ZHttpsUrlSchema = z
  .string()
  .trim()
  .max(SSO_LIMITS.issuerUrl, { error: SSO_MSG.issuerInvalid })
  .refine((value) => URL.canParse(value), { error: SSO_MSG.issuerInvalid })
  .transform((value) => value.replace(/\/+$/, ''));

/** An identity provider as the admin sees it: the secret never leaves the server. */
export const ZSsoProviderSchema = z.object({
  providerId: z.number().int(),
  kind: z.enum(SSO_PROVIDER_KINDS),
  displayName: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  defaultRoleId: z.number().int().nullable(),
  allowJitCreation: z.boolean(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type TSsoProvider = z.infer<typeof ZSsoProviderSchema>;

export const ZSsoProvidersSchema = z.object({
  providers: z.array(ZSsoProviderSchema),
  /** Every domain of those providers: proven (verified) or the TXT record still to publish. */
  domains: z.array(ZSsoDomainSchema),
  /** What the admin registers at the provider as the redirect (callback) URI. */
  redirectUri: z.string(),
});

/**
 * Create (no providerId) or update. The issuer is taken for `oidc` only; an empty secret on
 * update keeps the stored one. JIT creation needs a default role.
 */
export const ZSaveSsoProviderRequestSchema = z
  .object({
    providerId: z.number().int().positive().optional(),
    kind: z.enum(SSO_PROVIDER_KINDS),
    displayName: z
      .string()
      .trim()
      .min(1, { error: SSO_MSG.displayNameRequired })
      .max(SSO_LIMITS.displayName, { error: MSG.charactersBelow(SSO_LIMITS.displayName) }),
    issuerUrl: z.union([z.literal(''), ZHttpsUrlSchema]).default(''),
    clientId: z
      .string()
      .trim()
      .min(1, { error: SSO_MSG.clientIdRequired })
      .max(SSO_LIMITS.clientId, { error: MSG.charactersBelow(SSO_LIMITS.clientId) }),
    clientSecret: z
      .string()
      .max(SSO_LIMITS.clientSecret, { error: MSG.charactersBelow(SSO_LIMITS.clientSecret) })
      .default(''),
    allowedDomains: z
      .array(ZSsoDomainNameSchema)
      .min(1, { error: SSO_MSG.domainsRequired })
      .max(SSO_LIMITS.domainsPerProvider, { error: SSO_MSG.domainsTooMany }),
    defaultRoleId: z.number().int().positive().nullable().default(null),
    allowJitCreation: z.boolean().default(false),
    enabled: z.boolean().default(true),
  })
  .check((ctx) => {
    const value = ctx.value;
    if (value.kind === 'oidc' && value.issuerUrl === '') {
      ctx.issues.push({
        code: 'custom',
        path: ['issuerUrl'],
        message: SSO_MSG.issuerRequired,
        input: value,
      });
    }
    if (value.allowJitCreation && value.defaultRoleId === null) {
      ctx.issues.push({
        code: 'custom',
        path: ['defaultRoleId'],
        message: SSO_MSG.roleRequired,
        input: value,
      });
    }
  });
export type TSaveSsoProviderRequest = z.input<typeof ZSaveSsoProviderRequestSchema>;
export const ZSavedSsoProviderSchema = z.object({ provider: ZSsoProviderSchema });

export const ZSsoProviderIdRequestSchema = z.object({ providerId: z.number().int().positive() });

/** The "Test" button: discovery fetched and read, with what was found or why it failed. */
export const ZTestSsoProviderRequestSchema = z.object({
  kind: z.enum(SSO_PROVIDER_KINDS),
  issuerUrl: z.union([z.literal(''), ZHttpsUrlSchema]).default(''),
});
export const ZSsoProviderTestSchema = z.object({
  ok: z.boolean(),
  issuer: z.string().optional(),
  authorizationEndpoint: z.string().optional(),
  supportsPkceS256: z.boolean().optional(),
  problem: z.string().optional(),
});

export { SSO_LINK_PARAM } from './sso-link.ts';

/** POST /api/SignInDiscovery: what the login page offers for a typed email. */
export const ZSignInDiscoveryRequestSchema = z.object({
  emailId: z.string().trim().toLowerCase().min(3).max(EMAIL_MAX),
  /** The provider of the sign-in link the page was opened with, if any. */
  providerId: z.number().int().positive().optional(),
});
export const ZSignInOptionSchema = z.object({
  providerId: z.number().int(),
  kind: z.enum(SSO_PROVIDER_KINDS),
  displayName: z.string(),
});
export const ZSignInDiscoverySchema = z.object({
  providers: z.array(ZSignInOptionSchema),
  /** The domain belongs to an Active Directory: the password is checked by an LDAP bind. */
  isADuser: z.boolean(),
  /** The company requires single sign-on: the password field is hidden (break-glass aside). */
  requireSso: z.boolean(),
});
export type TSignInDiscovery = z.infer<typeof ZSignInDiscoverySchema>;
export const ZSignInDiscoveryResponseSchema = envelopeOf(ZSignInDiscoverySchema);

/** POST /api/GetAuthorizationCode: where to send the browser, and its proof of the attempt. */
export const ZGetAuthorizationCodeRequestSchema = z.object({
  emailId: z.string().trim().toLowerCase().min(3).max(EMAIL_MAX),
  providerId: z.number().int().positive(),
  rememberMe: z.boolean().default(false),
});
export const ZGetAuthorizationCodeResponseSchema = envelopeOf(
  z.object({
    authorizationUrl: z.string(),
    /** Kept by this browser (sessionStorage) and sent back with the code: binds the attempt. */
    browserKey: z.string(),
    state: z.string(),
    social: z.boolean(),
  }),
);

/**
 * POST /api/VerifyAuthorizationCode: the provider's answer on our callback (the login page).
 * Accepts JSON, or form-urlencoded for the social providers (spec section 7).
 */
export const ZVerifyAuthorizationCodeRequestSchema = z.object({
  state: z.string().min(16).max(200),
  browserKey: z.string().min(16).max(200),
  code: z.string().max(4096).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type TVerifyAuthorizationCodeRequest = z.infer<typeof ZVerifyAuthorizationCodeRequestSchema>;
