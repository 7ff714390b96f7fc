import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp, Defaulted } from './columns.ts';

/** Tenancy and sign-in: clients, departments, roles, users, sessions, OTP and anti-abuse state. */

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
  parent_client_id: number | null;
  is_agency: Defaulted<boolean>;
  is_campaign: Defaulted<boolean>;
  licence_type_id: Defaulted<number>;
  tenant_short_code: string | null;
  payment_completed: Defaulted<boolean>;
  licence_validated: Defaulted<boolean>;
  time_zone_id: Defaulted<number>;
  date_format_id: Defaulted<number>;
  time_format_id: Defaulted<number>;
  currency: Defaulted<string>;
  plan_amount_minor: Defaulted<number>;
  sale_price_minor: Defaulted<number>;
  plan_frequency: Defaulted<string>;
  order_id: Defaulted<string>;
  /** Account settings (2026-11-22T2010_account). */
  parent_company: Defaulted<string>;
  business_email: Defaulted<string>;
  website: Defaulted<string>;
  address: Defaulted<string>;
  city: Defaulted<string>;
  zip: Defaulted<string>;
  country_id: Defaulted<number | null>;
  /** VAT/tax number for invoices (2026-11-28T1500_invoice_payments). */
  tax_number: Defaulted<string>;
  region: Defaulted<string>;
  industry_id: Defaulted<number | null>;
  preferred_regions: Defaulted<string[]>;
  daylight_saving: Defaulted<boolean>;
  language_id: Defaulted<number>;
  updated_at: Defaulted<Date>;
}

/** A tenant table: client_id leads the key, and row-level security scopes every query. */
export interface DepartmentsTable {
  client_id: number;
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
}

export interface RolesTable {
  client_id: number;
  id: Generated<number>;
  name: string;
}

export interface RolePermissionsTable {
  client_id: number;
  role_id: number;
  feature_id: number;
  can_view: Defaulted<boolean>;
  can_create: Defaulted<boolean>;
  can_edit: Defaulted<boolean>;
  can_delete: Defaulted<boolean>;
}

export type TUserStatus = 'active' | 'not_activated' | 'deactivated';

export interface UsersTable {
  client_id: number;
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  status: Defaulted<TUserStatus>;
  is_account_admin: Defaulted<boolean>;
  role_id: number | null;
  otp_required: Defaulted<boolean>;
  profile_picture: string | null;
  password_changed_at: Defaulted<Date>;
  created_at: CreatedAt;
  /** My profile (2026-11-22T2000_profile). */
  username: Defaulted<string | null>;
  mobile_country_code: Defaulted<string | null>;
  mobile_number: Defaulted<string | null>;
  profile_version: Defaulted<number>;
  updated_at: Defaulted<Date>;
  /** Set while the password is a mailed temporary one: when it stops signing in (T0200). */
  password_temporary_until: Defaulted<Date | null>;
}

export interface UserDepartmentsTable {
  client_id: number;
  user_id: number;
  department_id: number;
}

export interface SessionsTable {
  client_id: number;
  id: Generated<number>;
  user_id: number;
  token_hash: Buffer;
  remember_me: boolean;
  created_at: CreatedAt;
  last_seen_at: Defaulted<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip_address: Defaulted<string>;
  user_agent: Defaulted<string>;
}

export type TOtpPurpose = 'login' | 'forgot_password';

export interface OtpChallengesTable {
  client_id: number;
  id: Generated<string>;
  user_id: number;
  purpose: TOtpPurpose;
  code_hash: Buffer;
  attempts: Defaulted<number>;
  sends: Defaulted<number>;
  last_sent_at: Defaulted<Date>;
  expires_at: Timestamp;
  verified_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
  remember_me: Defaulted<boolean>;
  created_at: CreatedAt;
}

/** Global anti-abuse tables: keyed by hashes, no tenant data. */
export interface AuthNoncesTable {
  nonce_hash: Buffer;
  expires_at: Timestamp;
}

export interface CaptchasTable {
  id: Generated<string>;
  answer_hash: Buffer;
  expires_at: Timestamp;
}

export interface AuthFailuresTable {
  key_hash: Buffer;
  window_started_at: Timestamp;
  failures: Defaulted<number>;
  locked_until: NullableTimestamp;
}

export type TClient = Selectable<ClientsTable>;
export type TNewClient = Insertable<ClientsTable>;
export type TDepartment = Selectable<DepartmentsTable>;
export type TNewDepartment = Insertable<DepartmentsTable>;
export type TDepartmentUpdate = Updateable<DepartmentsTable>;
export type TUser = Selectable<UsersTable>;
export type TSession = Selectable<SessionsTable>;
export type TOtpChallenge = Selectable<OtpChallengesTable>;
