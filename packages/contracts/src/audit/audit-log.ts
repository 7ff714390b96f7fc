/**
 * The audit log (issue 28, item 5): who changed what, when, from where. Entries are written by
 * the database (triggers on the audited tables) and read here by account admins. The spec names
 * none of this; texts and bounds are ours.
 */
import { z } from 'zod';

/** Entries are kept this long (a daily job deletes older ones), and a query spans at most this. */
export const AUDIT_RETENTION_DAYS = 400;
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_ACTOR_SEARCH_MAX = 100;

/** What was changed, by table (or `contacts` for exports and erasures), as people name it. */
export const AUDIT_OBJECT_TYPES = {
  clients: 'Company settings',
  departments: 'Department',
  roles: 'Role',
  role_permissions: 'Role permission',
  users: 'User',
  user_departments: 'User department',
  user_brands: 'User brand',
  user_invitations: 'Invitation',
  ip_whitelist: 'IP whitelist',
  sign_in_policies: 'Sign-in policy',
  identity_providers: 'Identity provider',
  sso_domains: 'SSO domain',
  ad_directories: 'Active Directory',
  ad_group_roles: 'Directory group role',
  notification_settings: 'Notification setting',
  smtp_settings: 'SMTP settings',
  smtp_domains: 'Sending domain',
  vms_settings: 'Voice settings',
  whatsapp_settings: 'WhatsApp settings',
  web_push_settings: 'Web push settings',
  web_push_domains: 'Web push domain',
  mobile_push_apps: 'Mobile app',
  channel_accounts: 'Channel account',
  connectors: 'Connector',
  bounce_webhook_keys: 'Bounce webhook keys',
  analytics_sites: 'Analytics site',
  audience_lists: 'List',
  communications: 'Communication',
  communication_approvals: 'Approval',
  communication_templates: 'Template',
  mobile_push_templates: 'Push template',
  whatsapp_templates: 'WhatsApp template',
  journeys: 'Journey',
  licences: 'Licence',
  orders: 'Order',
  payment_attempts: 'Payment',
  invoices: 'Invoice',
  api_keys: 'API key',
  webhooks: 'Webhook',
  contacts: 'Contact',
} as const;
export type TAuditObjectType = keyof typeof AUDIT_OBJECT_TYPES;
const OBJECT_TYPES = Object.keys(AUDIT_OBJECT_TYPES) as [TAuditObjectType, ...TAuditObjectType[]];

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export', 'erase'] as const;
export const AUDIT_ACTION_LABELS = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  export: 'Exported',
  erase: 'Erased',
} as const satisfies Record<(typeof AUDIT_ACTIONS)[number], string>;

export const AUDIT_ACTOR_TYPES = ['user', 'api_key', 'visitor', 'system'] as const;
export const AUDIT_ACTOR_LABELS = {
  user: 'User',
  api_key: 'API key',
  visitor: 'Visitor',
  system: 'System',
} as const satisfies Record<(typeof AUDIT_ACTOR_TYPES)[number], string>;

export const AUDIT_MSG = {
  list: 'Audit log',
  badDate: 'Enter a date as YYYY-MM-DD',
  rangeReversed: 'The end date is before the start date',
  rangeTooLong: `Choose a range of at most ${AUDIT_RETENTION_DAYS} days`,
  badCursor: 'This page link is not valid: start again from the first page',
  downloadReady: 'The audit log CSV is ready',
  downloadExpired: 'This download link has expired: export again',
} as const;

const DAY_MS = 86_400_000;
const ZDateSchema = z.iso.date({ error: AUDIT_MSG.badDate });

/**
 * The filters of the page and of its CSV. Dates are UTC days, both included; without them the
 * last 30 days. A range over AUDIT_RETENTION_DAYS (or reversed) is refused, not cut short.
 */
export const ZAuditFilterSchema = z
  .object({
    from: ZDateSchema.optional(),
    to: ZDateSchema.optional(),
    actor: z.string().trim().max(AUDIT_ACTOR_SEARCH_MAX).optional(),
    objectType: z.enum(OBJECT_TYPES).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
  })
  .superRefine((filter, ctx) => {
    if (!filter.from || !filter.to) return;
    const days = (Date.parse(filter.to) - Date.parse(filter.from)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MSG.rangeReversed });
    else if (days > AUDIT_RETENTION_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: AUDIT_MSG.rangeTooLong });
    }
  });
export type TAuditFilter = z.output<typeof ZAuditFilterSchema>;

/** The default window when a filter names no dates. */
export const AUDIT_DEFAULT_DAYS = 30;

/** The range a filter covers, in UTC: [start, end). A missing bound is taken from the other. */
export function auditRange(filter: TAuditFilter, now: Date): { start: Date; end: Date } {
  const today = Date.parse(now.toISOString().slice(0, 10));
  const end = filter.to
    ? Date.parse(filter.to) + DAY_MS
    : filter.from
      ? Math.min(Date.parse(filter.from) + AUDIT_RETENTION_DAYS * DAY_MS, today + DAY_MS)
      : today + DAY_MS;
  const start = filter.from ? Date.parse(filter.from) : end - AUDIT_DEFAULT_DAYS * DAY_MS;
  return { start: new Date(start), end: new Date(end) };
}

/** A keyset position: the last row's time in microseconds since 1970 and its id. */
export const AUDIT_CURSOR = /^\d{1,18}\.\d{1,18}$/;

export const ZGetAuditLogRequestSchema = ZAuditFilterSchema.and(
  z.object({
    cursor: z.string().regex(AUDIT_CURSOR, AUDIT_MSG.badCursor).optional(),
    pageSize: z.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE),
  }),
);

/** A field's change; a secret says only that it changed. */
export const ZAuditChangeSchema = z.object({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  secret: z.boolean().optional(),
});
export type TAuditChange = z.infer<typeof ZAuditChangeSchema>;

export const ZAuditEntrySchema = z.object({
  id: z.number(),
  occurredAt: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  objectType: z.string(),
  objectId: z.string().nullable(),
  objectName: z.string().nullable(),
  changes: z.record(z.string(), ZAuditChangeSchema),
  actorType: z.enum(AUDIT_ACTOR_TYPES),
  actorId: z.number().nullable(),
  actorName: z.string().nullable(),
  departmentId: z.number().nullable(),
  ipAddress: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZAuditLogPageSchema = z.object({
  entries: z.array(ZAuditEntrySchema),
  /** The next page's cursor; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const ZAuditCsvQuerySchema = z.object({ token: z.string().max(4000).optional() });

export const AUDIT_CSV_HEADER = [
  'Time (UTC)',
  'Actor',
  'Actor type',
  'Department id',
  'IP address',
  'Action',
  'Object type',
  'Object id',
  'Object name',
  'Changes',
] as const;

/** The object type as people name it (an unknown table as it is). */
export function auditObjectLabel(type: string): string {
  return (AUDIT_OBJECT_TYPES as Record<string, string>)[type] ?? type;
}

/** One change as text, for the CSV and the page: `port: 587 → 465`, `password: changed`. */
export function auditChangeText(field: string, change: TAuditChange): string {
  if (change.secret) return `${field}: changed (value hidden)`;
  const show = (value: unknown) =>
    value === undefined || value === null ? '—' : JSON.stringify(value);
  return `${field}: ${show(change.before)} → ${show(change.after)}`;
}
