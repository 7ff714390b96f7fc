import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables the app reads through Kysely. Migrations never import this file (they are frozen
 * in time); it describes the schema as of the latest migration. bigint ids arrive as numbers
 * because the app pool parses int8 (see pool.ts); ids never approach 2^53.
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

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

export interface DB {
  clients: ClientsTable;
  departments: DepartmentsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  user_departments: UserDepartmentsTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  auth_nonces: AuthNoncesTable;
  captchas: CaptchasTable;
  auth_failures: AuthFailuresTable;
  notification_settings: NotificationSettingsTable;
  notifications: NotificationsTable;
  api_keys: ApiKeysTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  mobile_change_challenges: MobileChangeChallengesTable;
  ip_whitelist: IpWhitelistTable;
}

export type TClient = Selectable<ClientsTable>;
export type TNewClient = Insertable<ClientsTable>;
export type TDepartment = Selectable<DepartmentsTable>;
export type TNewDepartment = Insertable<DepartmentsTable>;
export type TDepartmentUpdate = Updateable<DepartmentsTable>;
export type TUser = Selectable<UsersTable>;
export type TSession = Selectable<SessionsTable>;
export type TOtpChallenge = Selectable<OtpChallengesTable>;

/** A user's delivery choice for one event type; no row means the default (contracts). */
export interface NotificationSettingsTable {
  client_id: number;
  user_id: number;
  notification_type_id: number;
  in_app: boolean;
  email: boolean;
  updated_at: Defaulted<Date>;
}

export interface NotificationsTable {
  client_id: number;
  id: Generated<number>;
  user_id: number;
  department_id: number | null;
  notification_type_id: number;
  event_name: string;
  details: Defaulted<Record<string, unknown>>;
  created_at: CreatedAt;
  read_at: NullableTimestamp;
}

export type TNotification = Selectable<NotificationsTable>;

/** A pending change of a user's mobile number, confirmed by a code sent to the new number. */
export interface MobileChangeChallengesTable {
  client_id: number;
  id: Generated<string>;
  user_id: number;
  country_code: string;
  mobile_number: string;
  code_hash: Buffer;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Data exchange (2026-11-22T2020_data_exchange): API keys, webhooks and their delivery log. */
export interface ApiKeysTable {
  client_id: number;
  id: Generated<number>;
  name: string;
  prefix: string;
  secret_hash: Buffer;
  scopes: string[];
  created_by: number | null;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface WebhooksTable {
  client_id: number;
  id: Generated<number>;
  url: string;
  events: string[];
  active: Defaulted<boolean>;
  secret_sealed: string;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

export interface WebhookDeliveriesTable {
  client_id: number;
  id: Generated<string>;
  webhook_id: number;
  event_id: string;
  event_type: string;
  body: string;
  status: Defaulted<'pending' | 'succeeded' | 'failed' | 'retrying'>;
  attempts: Defaulted<number>;
  response_status: number | null;
  response_time_ms: number | null;
  error: string | null;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
  next_attempt_at: NullableTimestamp;
}

/** The addresses a client's users may sign in and call the API from (empty: any address). */
export interface IpWhitelistTable {
  client_id: number;
  id: Generated<number>;
  ip_address: string;
  description: Defaulted<string>;
  updated_at: Defaulted<Date>;
}
