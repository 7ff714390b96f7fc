/**
 * The tables the app reads through Kysely, one file per area under schema/. Migrations never
 * import these files (they are frozen in time); they describe the schema as of the latest
 * migration. bigint ids arrive as numbers because the app pool parses int8 (see pool.ts); ids
 * never approach 2^53.
 */
import type {
  AuthFailuresTable,
  AuthNoncesTable,
  CaptchasTable,
  ClientsTable,
  DepartmentsTable,
  OtpChallengesTable,
  RolePermissionsTable,
  RolesTable,
  SessionsTable,
  UserDepartmentsTable,
  UsersTable,
} from './schema/identity.ts';
import type {
  ApiKeysTable,
  IpWhitelistTable,
  MobileChangeChallengesTable,
  NotificationSettingsTable,
  NotificationsTable,
  WebhookDeliveriesTable,
  WebhooksTable,
} from './schema/preferences.ts';
import type {
  MobilePushAppsTable,
  SmtpDomainsTable,
  SmtpSettingsTable,
  VmsSettingsTable,
  WebPushDomainsTable,
  WebPushSettingsTable,
  WhatsappSettingsTable,
} from './schema/channels.ts';
import type {
  AudienceListMembersTable,
  AudienceListsTable,
  ContactAttributesTable,
  ContactEventsTable,
  ContactIdentitiesTable,
  ContactImportsTable,
  ContactsTable,
} from './schema/audience.ts';

export type * from './schema/identity.ts';
export type * from './schema/preferences.ts';
export type * from './schema/channels.ts';
export type * from './schema/audience.ts';

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
  smtp_settings: SmtpSettingsTable;
  smtp_domains: SmtpDomainsTable;
  whatsapp_settings: WhatsappSettingsTable;
  vms_settings: VmsSettingsTable;
  web_push_settings: WebPushSettingsTable;
  web_push_domains: WebPushDomainsTable;
  mobile_push_apps: MobilePushAppsTable;
  contact_attributes: ContactAttributesTable;
  contacts: ContactsTable;
  contact_identities: ContactIdentitiesTable;
  audience_lists: AudienceListsTable;
  audience_list_members: AudienceListMembersTable;
  contact_imports: ContactImportsTable;
  contact_events: ContactEventsTable;
}
