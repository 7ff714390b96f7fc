/**
 * The tables the app reads through Kysely, one file per area under schema/. Migrations never
 * import these files (they are frozen in time); they describe the schema as of the latest
 * migration. bigint ids arrive as numbers because the app pool parses int8 (see pool.ts); ids
 * never approach 2^53.
 */
import type { BounceReportsTable, BounceWebhookKeysTable } from './schema/bounces.ts';
import type { MessageDeliveryColumns, ProviderLimitsTable } from './schema/delivery.ts';
import type { WhatsappInboundTable, WhatsappTemplatesTable } from './schema/whatsapp.ts';
import type {
  ContactTopicSubscriptionsTable,
  PreferenceCentresTable,
  SubscriptionTopicsTable,
} from './schema/subscriptions.ts';
import type { MessageNotBeforeColumns, QuietHoursTable } from './schema/quiet-hours.ts';
import type { ContactOptInsTable, OptInSettingsTable } from './schema/opt-in.ts';
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
  ContactAttributeCleanupsTable,
  ContactAttributesTable,
  ContactEventsTable,
  ContactIdentitiesTable,
  ContactImportsTable,
  ContactsTable,
} from './schema/audience.ts';
import type { WebPushGoalsTable, WebPushSubscriptionsTable } from './schema/web-push-extras.ts';
import type {
  MobilePushAppExtraColumns,
  MobilePushBroadcastsTable,
  MobilePushDevicesTable,
  MobilePushGoalsTable,
  MobilePushTemplatesTable,
} from './schema/mobile-push-extras.ts';
import type {
  ClientAdminColumns,
  DepartmentAdminColumns,
  SessionScopeColumns,
  UserBrandsTable,
  UserInvitationsTable,
} from './schema/admin.ts';
import type {
  LicenceExpiryNoticesTable,
  LicencesTable,
  UsedLicenceKeysTable,
} from './schema/licence.ts';

import type { ConnectorsTable } from './schema/connectors.ts';
import type {
  IdentityProvidersTable,
  SignInEventsTable,
  SignInPoliciesTable,
  SsoDomainsTable,
  SsoFlowsTable,
} from './schema/sso.ts';
import type {
  PasskeysTable,
  RecoveryCodesTable,
  SecondFactorChallengesTable,
  TotpAuthenticatorsTable,
} from './schema/second-factor.ts';
import type {
  AdDirectoriesTable,
  AdDirectoryDomainsTable,
  AdGroupRolesTable,
} from './schema/active-directory.ts';
import type {
  AnalyticsSitesTable,
  AnonymousVisitorsTable,
  CommunicationsTable,
  ContactEngagementTable,
  ContactEventCampaignColumns,
  EngagementRollupsTable,
  EventRollupsTable,
  LeadSourceRollupsTable,
  MessagesTable,
} from './schema/campaigns.ts';
import type {
  ChannelAccountsTable,
  ClientCommunicationColumns,
  CommunicationApprovalsTable,
  CommunicationTemplatesTable,
  SuppressionsTable,
} from './schema/communications.ts';
import type { PreviewDocumentsTable } from './schema/preview-documents.ts';
import type { TemplateImagesTable } from './schema/template-images.ts';
import type {
  InvoiceIssueColumns,
  InvoiceLineIssueColumns,
  InvoiceNumberCountersTable,
} from './schema/invoices.ts';
import type {
  InvoiceLinesTable,
  InvoicesTable,
  OrdersTable,
  PaymentAttemptsTable,
  PromoCodesTable,
  SignupRateCountersTable,
  SignupVerificationsTable,
  UserSignUpColumns,
} from './schema/billing.ts';
import type {
  CommunicationJourneyColumns,
  JourneyEntriesTable,
  JourneyNodeCountsTable,
  JourneySendNodesTable,
  JourneysTable,
} from './schema/journeys.ts';
import type {
  CommunicationTransactionalColumns,
  TransactionalMessagesTable,
} from './schema/transactional.ts';
import type {
  UsageCommunicationMonthsTable,
  UsageDailyTable,
  UsageMeterStateTable,
  UsageThresholdsTable,
} from './schema/usage.ts';

export type * from './schema/identity.ts';
export type * from './schema/preferences.ts';
export type * from './schema/channels.ts';
export type * from './schema/connectors.ts';
export type * from './schema/active-directory.ts';
export type * from './schema/audience.ts';
export type * from './schema/web-push-extras.ts';
export type * from './schema/mobile-push-extras.ts';
export type * from './schema/admin.ts';
export type * from './schema/licence.ts';
export type * from './schema/billing.ts';
export type * from './schema/campaigns.ts';
export type * from './schema/communications.ts';
export type * from './schema/preview-documents.ts';
export type * from './schema/template-images.ts';
export type * from './schema/sso.ts';
export type * from './schema/second-factor.ts';
export type * from './schema/usage.ts';
export type * from './schema/subscriptions.ts';

export interface DB {
  clients: ClientsTable & ClientAdminColumns & ClientCommunicationColumns;
  departments: DepartmentsTable & DepartmentAdminColumns;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable & UserSignUpColumns;
  user_departments: UserDepartmentsTable;
  sessions: SessionsTable & SessionScopeColumns;
  otp_challenges: OtpChallengesTable;
  identity_providers: IdentityProvidersTable;
  sso_flows: SsoFlowsTable;
  sign_in_policies: SignInPoliciesTable;
  sign_in_events: SignInEventsTable;
  sso_domains: SsoDomainsTable;
  totp_authenticators: TotpAuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  second_factor_challenges: SecondFactorChallengesTable;
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
  connectors: ConnectorsTable;
  ad_directories: AdDirectoriesTable;
  ad_directory_domains: AdDirectoryDomainsTable;
  ad_group_roles: AdGroupRolesTable;
  web_push_settings: WebPushSettingsTable;
  web_push_domains: WebPushDomainsTable;
  mobile_push_apps: MobilePushAppsTable & MobilePushAppExtraColumns;
  web_push_subscriptions: WebPushSubscriptionsTable;
  web_push_goals: WebPushGoalsTable;
  mobile_push_templates: MobilePushTemplatesTable;
  mobile_push_devices: MobilePushDevicesTable;
  mobile_push_goals: MobilePushGoalsTable;
  mobile_push_broadcasts: MobilePushBroadcastsTable;
  contact_attributes: ContactAttributesTable;
  contact_attribute_cleanups: ContactAttributeCleanupsTable;
  contacts: ContactsTable;
  contact_identities: ContactIdentitiesTable;
  audience_lists: AudienceListsTable;
  audience_list_members: AudienceListMembersTable;
  contact_imports: ContactImportsTable;
  contact_events: ContactEventsTable & ContactEventCampaignColumns;
  licences: LicencesTable;
  used_licence_keys: UsedLicenceKeysTable;
  licence_expiry_notices: LicenceExpiryNoticesTable;
  user_brands: UserBrandsTable;
  user_invitations: UserInvitationsTable;
  signup_verifications: SignupVerificationsTable;
  signup_rate_counters: SignupRateCountersTable;
  promo_codes: PromoCodesTable;
  orders: OrdersTable;
  invoices: InvoicesTable & InvoiceIssueColumns;
  invoice_lines: InvoiceLinesTable & InvoiceLineIssueColumns;
  invoice_number_counters: InvoiceNumberCountersTable;
  payment_attempts: PaymentAttemptsTable;
  communications: CommunicationsTable &
    CommunicationJourneyColumns &
    CommunicationTransactionalColumns;
  messages: MessagesTable & MessageDeliveryColumns & MessageNotBeforeColumns;
  provider_limits: ProviderLimitsTable;
  communication_templates: CommunicationTemplatesTable;
  template_images: TemplateImagesTable;
  suppressions: SuppressionsTable;
  channel_accounts: ChannelAccountsTable;
  communication_approvals: CommunicationApprovalsTable;
  preview_documents: PreviewDocumentsTable;
  event_rollups: EventRollupsTable;
  lead_source_rollups: LeadSourceRollupsTable;
  contact_engagement: ContactEngagementTable;
  engagement_rollups: EngagementRollupsTable;
  analytics_sites: AnalyticsSitesTable;
  anonymous_visitors: AnonymousVisitorsTable;
  usage_daily: UsageDailyTable;
  usage_communication_months: UsageCommunicationMonthsTable;
  usage_meter_state: UsageMeterStateTable;
  usage_thresholds: UsageThresholdsTable;
  journeys: JourneysTable;
  journey_entries: JourneyEntriesTable;
  journey_node_counts: JourneyNodeCountsTable;
  journey_send_nodes: JourneySendNodesTable;
  bounce_reports: BounceReportsTable;
  bounce_webhook_keys: BounceWebhookKeysTable;
  whatsapp_templates: WhatsappTemplatesTable;
  whatsapp_inbound: WhatsappInboundTable;
  quiet_hours: QuietHoursTable;
  subscription_topics: SubscriptionTopicsTable;
  contact_topic_subscriptions: ContactTopicSubscriptionsTable;
  preference_centres: PreferenceCentresTable;
  transactional_messages: TransactionalMessagesTable;
  opt_in_settings: OptInSettingsTable;
  contact_opt_ins: ContactOptInsTable;
}
