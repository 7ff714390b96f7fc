import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp, Timestamp } from './columns.ts';

/** Strong second factors (2026-11-23T0200_second_factor). */

/** One authenticator app per user; the secret sealed; last_step blocks a code's second use. */
export interface TotpAuthenticatorsTable {
  client_id: number;
  user_id: number;
  secret_sealed: string;
  confirmed_at: NullableTimestamp;
  last_step: Defaulted<number>;
  /** Reset when a setup starts again: an unconfirmed app expires from it. */
  created_at: Defaulted<Date>;
}

/** One-time recovery codes, only their keyed hashes. */
export interface RecoveryCodesTable {
  client_id: number;
  id: Generated<number>;
  user_id: number;
  code_hash: Buffer;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** WebAuthn credentials; credential_id is base64url. */
export interface PasskeysTable {
  client_id: number;
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: Defaulted<number>;
  transports: Defaulted<string[]>;
  name: string;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
}

export type TSecondFactorPurpose = 'sign_in' | 'enrol' | 'profile_passkey';

/** A sign-in step or an enrolment in progress, named by a signed token. */
export interface SecondFactorChallengesTable {
  client_id: number;
  id: Generated<string>;
  user_id: number;
  purpose: TSecondFactorPurpose;
  webauthn_challenge: string | null;
  attempts: Defaulted<number>;
  remember_me: Defaulted<boolean>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}
