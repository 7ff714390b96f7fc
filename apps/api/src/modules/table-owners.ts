/**
 * Which module owns each table (issue 23): the one module whose SQL may name it. Another
 * module reaches that data through the owner's functions. table-owners.test.ts checks that
 * every table the migrations create is here and that no module's SQL names a table another
 * module owns, beyond its reviewed list of today's exceptions, which may only shrink.
 *
 * Owners are today's module directory names (apps/api/src/modules/<owner>); `#db` marks the
 * infrastructure tables of apps/api/src/db, which no module touches.
 */
export const TABLE_OWNERS = {
  // identity: sign-in, sessions, second factors, SSO, directory
  users: 'auth',
  sessions: 'auth',
  auth_failures: 'auth',
  auth_nonces: 'auth',
  captchas: 'auth',
  otp_challenges: 'auth',
  passkeys: 'second-factor',
  recovery_codes: 'second-factor',
  second_factor_challenges: 'second-factor',
  totp_authenticators: 'second-factor',
  identity_providers: 'sso',
  sign_in_events: 'sso',
  sign_in_policies: 'sso',
  sso_domains: 'sso',
  sso_flows: 'sso',
  ad_directories: 'active-directory',
  ad_directory_domains: 'active-directory',
  ad_group_roles: 'active-directory',

  // onboarding
  signup_rate_counters: 'signup',
  signup_verifications: 'signup',
  orders: 'billing',
  payment_attempts: 'billing',
  promo_codes: 'billing',

  // administration
  departments: 'admin',
  roles: 'admin',
  role_permissions: 'admin',
  user_brands: 'admin',
  user_departments: 'admin',
  user_invitations: 'admin',

  // preferences: the company account, the user's profile
  clients: 'account',
  ip_whitelist: 'account',
  mobile_change_challenges: 'profile',
  upload_reservations: 'storage',

  // communication settings
  channel_accounts: 'communication-settings',
  smtp_settings: 'communication-settings',
  smtp_domains: 'communication-settings',
  vms_settings: 'communication-settings',
  whatsapp_settings: 'communication-settings',
  whatsapp_templates: 'communication-settings',
  whatsapp_inbound: 'communication-settings',
  quiet_hours: 'communication-settings',
  web_push_settings: 'communication-settings',
  web_push_domains: 'communication-settings',
  web_push_goals: 'communication-settings',
  web_push_subscriptions: 'communication-settings',
  mobile_push_apps: 'communication-settings',
  mobile_push_broadcasts: 'communication-settings',
  mobile_push_devices: 'communication-settings',
  mobile_push_goals: 'communication-settings',
  mobile_push_templates: 'communication-settings',

  // audience
  contacts: 'audience',
  contact_attributes: 'audience',
  contact_attribute_cleanups: 'audience',
  contact_identities: 'audience',
  contact_imports: 'audience',
  audience_lists: 'audience',
  audience_list_members: 'audience',
  opt_in_settings: 'audience',
  contact_opt_ins: 'audience',

  // communications: campaigns, templates, journeys, planner, sending
  communications: 'communications',
  communication_approvals: 'communications',
  communication_templates: 'communications',
  communication_experiments: 'communications',
  template_images: 'communications',
  preview_documents: 'communications',
  journeys: 'communications',
  journey_entries: 'communications',
  journey_node_counts: 'communications',
  journey_send_nodes: 'communications',
  messages: 'communications',
  provider_limits: 'communications',
  suppressions: 'communications',
  address_hash_key: 'communications',
  bounce_reports: 'communications',
  bounce_webhook_keys: 'communications',

  // tracking and events
  contact_events: 'events',
  contact_engagement: 'events',
  event_rollups: 'events',
  engagement_rollups: 'events',
  lead_source_rollups: 'events',
  analytics_sites: 'events',
  anonymous_visitors: 'events',

  // consumption and invoices, licences
  usage_daily: 'consumption',
  usage_communication_months: 'consumption',
  usage_meter_state: 'consumption',
  usage_thresholds: 'consumption',
  invoices: 'invoices',
  invoice_lines: 'invoices',
  invoice_number_counters: 'invoices',
  licences: 'licence',
  licence_expiry_notices: 'licence',
  used_licence_keys: 'licence',

  // notifications
  notifications: 'notifications',
  notification_settings: 'notifications',

  // subscription topics and the preference centre
  subscription_topics: 'subscriptions',
  contact_topic_subscriptions: 'subscriptions',
  preference_centres: 'subscriptions',

  // data exchange
  api_keys: 'data-exchange',
  webhooks: 'data-exchange',
  webhook_deliveries: 'data-exchange',
  connectors: 'connectors',

  // transactional messages (their messages rows are the communications module's)
  transactional_messages: 'transactional',

  // audit log: written by triggers in the database, read by the audit module
  audit_log: 'audit',

  // infrastructure: request counters shared by every API process (db/rate-limit-hits.ts)
  rate_limit_hits: '#db',
} as const satisfies Record<string, string>;

export type TOwnedTable = keyof typeof TABLE_OWNERS;
export type TTableOwner = (typeof TABLE_OWNERS)[TOwnedTable];
