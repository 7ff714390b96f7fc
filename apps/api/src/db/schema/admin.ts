import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp, Timestamp } from './columns.ts';

/**
 * Tenancy and administration (2026-11-22T2320_admin). The first three add columns to tables of
 * identity.ts; schema.ts intersects them with those tables.
 */

/** The company (agency brand) and department a session acts in; null: the user's own client. */
export interface SessionScopeColumns {
  active_client_id: Defaulted<number | null>;
  active_department_id: Defaulted<number | null>;
}

export interface DepartmentAdminColumns {
  is_active: Defaulted<boolean>;
}

export interface ClientAdminColumns {
  is_active: Defaulted<boolean>;
  phone: Defaulted<string>;
}

/** Brands an agency user who is not an account admin may act on. */
export interface UserBrandsTable {
  client_id: number;
  user_id: number;
  brand_client_id: number;
}

/** Single-use invitation links; the link carries a secret whose SHA-256 is stored here. */
export interface UserInvitationsTable {
  client_id: number;
  id: Generated<number>;
  user_id: number;
  secret_hash: Buffer;
  invited_by: number | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}
