import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp, Timestamp } from './columns.ts';

/** Single sign-on and sign-in policies (2026-11-23T0100_sso). All four are tenant tables. */

export type TSsoProviderKindColumn = 'oidc' | 'google' | 'microsoft';

export interface IdentityProvidersTable {
  client_id: number;
  id: Generated<number>;
  kind: TSsoProviderKindColumn;
  display_name: string;
  issuer_url: string;
  oauth_client_id: string;
  /** Sealed with the secret box (purpose 'identity-providers', context = the row's ids). */
  client_secret_sealed: string | null;
  allowed_domains: string[];
  default_role_id: number | null;
  allow_jit_creation: Defaulted<boolean>;
  enabled: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface SsoFlowsTable {
  client_id: number;
  id: Generated<number>;
  provider_id: number;
  state_hash: Buffer;
  browser_key_hash: Buffer;
  nonce: string;
  code_verifier: string;
  email: string;
  remember_me: Defaulted<boolean>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface SignInPoliciesTable {
  client_id: number;
  require_sso: Defaulted<boolean>;
  break_glass_user_id: number | null;
  otp_after_sso: Defaulted<boolean>;
  require_strong_second_factor: Defaulted<boolean>;
  updated_at: Defaulted<Date>;
}

export interface SignInEventsTable {
  client_id: number;
  id: Generated<number>;
  occurred_at: CreatedAt;
  user_id: number | null;
  email: Defaulted<string>;
  method: string;
  outcome: 'success' | 'refused';
  reason: Defaulted<string>;
  provider: Defaulted<string>;
  ip_address: Defaulted<string>;
}

/** Domains a client's providers list, with the TXT token that proves them (2026-11-28T0100). */
export interface SsoDomainsTable {
  client_id: number;
  domain: string;
  token: string;
  verified_at: NullableTimestamp;
  created_at: CreatedAt;
}
