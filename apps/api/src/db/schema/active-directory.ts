import type { CreatedAt, Defaulted, NullableTimestamp } from './columns.ts';

/** A client's Active Directory (LDAP/LDAPS) server; the bind password sealed (AES-256-GCM). */
export interface AdDirectoriesTable {
  client_id: number;
  is_enabled: Defaulted<boolean>;
  url: string;
  start_tls: Defaulted<boolean>;
  /** PEM of the CA that signed the server's certificate, when it is not publicly trusted. */
  ca_certificate: string | null;
  bind_dn: string;
  bind_password_sealed: string;
  search_base: string;
  search_filter: string;
  /** Also count groups the user belongs to through other groups (AD's in-chain rule). */
  nested_groups: Defaulted<boolean>;
  default_role_id: number | null;
  jit_enabled: Defaulted<boolean>;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  last_tested_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Defaulted<Date>;
}

/** The email domains a directory answers for; a domain belongs to one directory platform-wide. */
export interface AdDirectoryDomainsTable {
  domain: string;
  client_id: number;
}

/** Group DN -> role, tried in `position` order at each sign-in; the first match wins. */
export interface AdGroupRolesTable {
  client_id: number;
  position: number;
  group_dn: string;
  role_id: number;
}
