/**
 * Connectors (communication settings, feature 15): analytics platforms, CRMs and databases a
 * client connects, tests and disconnects. The spec names Connector/GetConnectors and the
 * analytics fields (service account mail, app key, app secret ID, app name); the catalogue,
 * the other fields and the messages are our choices.
 */
import { z } from 'zod';
import {
  CHANNEL_MSG,
  isBaseUrl,
  ZApiBaseUrlSchema,
  ZChannelScopeSchema,
  ZUpdatedAtSchema,
  requiredText,
  secretInput,
} from './communication-settings/channel-common.ts';
import { isValidSmtpHost } from './communication-settings/email.ts';
import { envelopeOf } from './envelope.ts';
import { ZPortNumberSchema } from './fields.ts';
import { MSG } from './messages.ts';
import { EMAIL_PATTERN } from './patterns.ts';

export const CONNECTOR_CATEGORIES = ['analytics', 'crm', 'database'] as const;
export type TConnectorCategory = (typeof CONNECTOR_CATEGORIES)[number];

export const CONNECTOR_FIELD_KINDS = [
  'text',
  'email',
  'url',
  'port',
  'host',
  'secret',
  'select',
  'boolean',
] as const;
export type TConnectorFieldKind = (typeof CONNECTOR_FIELD_KINDS)[number];

/** Every field a connector may ask for; each connector picks its own and says which are required. */
export const CONNECTOR_FIELDS = {
  appName: { kind: 'text', message: 'Enter app name' },
  serviceAccountMail: { kind: 'email', message: 'Enter service account mail' },
  serviceAccountName: { kind: 'text', message: 'Enter service account user name' },
  appKey: { kind: 'text', message: 'Enter app key' },
  appSecretId: { kind: 'text', message: 'Enter app secret ID' },
  appSecret: { kind: 'secret', message: 'Enter app secret' },
  instanceUrl: { kind: 'url', message: 'Enter instance URL' },
  clientId: { kind: 'text', message: 'Enter client ID' },
  clientSecret: { kind: 'secret', message: 'Enter client secret' },
  refreshToken: { kind: 'secret', message: 'Enter refresh token' },
  privateAppToken: { kind: 'secret', message: 'Enter private app token' },
  dataCentre: { kind: 'select', message: 'Select a data centre' },
  apiBaseUrl: { kind: 'url', message: 'Enter API base URL' },
  host: { kind: 'host', message: 'Enter host name or IP' },
  port: { kind: 'port', message: MSG.portRequired },
  database: { kind: 'text', message: 'Enter database name' },
  user: { kind: 'text', message: 'Enter user name' },
  password: { kind: 'secret', message: 'Enter password' },
  tls: { kind: 'boolean', message: '' },
} as const satisfies Record<string, { kind: TConnectorFieldKind; message: string }>;
export type TConnectorFieldKey = keyof typeof CONNECTOR_FIELDS;

/** The fields that say where a connector's secrets are sent (a change needs them typed again). */
export const CONNECTOR_ENDPOINT_FIELDS = [
  'host',
  'instanceUrl',
  'apiBaseUrl',
  'dataCentre',
] as const satisfies readonly TConnectorFieldKey[];

/** Zoho's data centres: the accounts (token) host of each. */
export const ZOHO_DATA_CENTRES = {
  com: 'https://accounts.zoho.com',
  eu: 'https://accounts.zoho.eu',
  in: 'https://accounts.zoho.in',
  'com.au': 'https://accounts.zoho.com.au',
  jp: 'https://accounts.zoho.jp',
  ca: 'https://accounts.zohocloud.ca',
} as const;
export type TZohoDataCentre = keyof typeof ZOHO_DATA_CENTRES;

export type TConnectorFieldUse = {
  key: TConnectorFieldKey;
  required: boolean;
  options?: readonly string[];
};
const req = (key: TConnectorFieldKey): TConnectorFieldUse => ({ key, required: true });
const opt = (key: TConnectorFieldKey): TConnectorFieldUse => ({ key, required: false });

/** The catalogue, in display order per category. */
export const CONNECTORS = [
  {
    key: 'ga4',
    category: 'analytics',
    name: 'Google Analytics 4',
    fields: [
      req('appName'),
      req('serviceAccountMail'),
      req('appKey'),
      req('appSecretId'),
      req('appSecret'),
      opt('apiBaseUrl'),
    ],
  },
  {
    key: 'mixpanel',
    category: 'analytics',
    name: 'Mixpanel',
    fields: [
      req('appName'),
      req('serviceAccountName'),
      req('appKey'),
      req('appSecret'),
      opt('apiBaseUrl'),
    ],
  },
  {
    key: 'amplitude',
    category: 'analytics',
    name: 'Amplitude',
    fields: [req('appName'), req('appKey'), req('appSecret'), opt('apiBaseUrl')],
  },
  {
    key: 'adobe_analytics',
    category: 'analytics',
    name: 'Adobe Analytics',
    fields: [
      req('appName'),
      req('appKey'),
      req('appSecretId'),
      req('appSecret'),
      opt('apiBaseUrl'),
    ],
  },
  {
    key: 'salesforce',
    category: 'crm',
    name: 'Salesforce',
    fields: [req('instanceUrl'), req('clientId'), req('clientSecret')],
  },
  {
    key: 'hubspot',
    category: 'crm',
    name: 'HubSpot',
    fields: [req('privateAppToken'), opt('apiBaseUrl')],
  },
  {
    key: 'zoho_crm',
    category: 'crm',
    name: 'Zoho CRM',
    fields: [
      { key: 'dataCentre', required: true, options: Object.keys(ZOHO_DATA_CENTRES) },
      req('clientId'),
      req('clientSecret'),
      req('refreshToken'),
      opt('apiBaseUrl'),
    ],
  },
  {
    key: 'postgresql',
    category: 'database',
    name: 'PostgreSQL',
    fields: [req('host'), req('port'), req('database'), req('user'), req('password'), opt('tls')],
  },
  {
    key: 'mysql',
    category: 'database',
    name: 'MySQL',
    fields: [req('host'), req('port'), req('database'), req('user'), req('password'), opt('tls')],
  },
] as const satisfies readonly {
  key: string;
  category: TConnectorCategory;
  name: string;
  fields: readonly TConnectorFieldUse[];
}[];

export type TConnectorKey = (typeof CONNECTORS)[number]['key'];
export const CONNECTOR_KEYS = CONNECTORS.map((c) => c.key) as [TConnectorKey, ...TConnectorKey[]];
export type TConnectorDefinition = (typeof CONNECTORS)[number];

export function connectorOf(key: string): TConnectorDefinition | undefined {
  return CONNECTORS.find((c) => c.key === key);
}

export function isSecretField(key: TConnectorFieldKey): boolean {
  return CONNECTOR_FIELDS[key].kind === 'secret';
}

export const CONNECTOR_TEXT_MAX = 200;
export const CONNECTOR_SECRET_MAX = 4000;
export const CONNECTOR_MSG = {
  unknown: 'Unknown connector',
  notConnected: 'Connect this connector first',
  hostInvalid: 'Enter valid host name or IP',
  hostPrivate: 'Host must not be a private, loopback or link-local address',
  instanceUrlPrivate: 'Instance URL must not point at a private, loopback or link-local address',
  emailInvalid: 'Enter a valid email address',
  optionInvalid: 'Select one of the options',
} as const;

/** The zod schema of one field as a connector uses it. */
function fieldSchema(use: TConnectorFieldUse): z.ZodType {
  const { kind, message } = CONNECTOR_FIELDS[use.key];
  const text = use.required
    ? requiredText(message, CONNECTOR_TEXT_MAX)
    : z
        .string()
        .trim()
        .max(CONNECTOR_TEXT_MAX, { error: MSG.maxChars(CONNECTOR_TEXT_MAX) })
        .optional()
        .default('');
  switch (kind) {
    case 'secret':
      // Empty keeps the stored value; the server checks a required one is stored.
      return secretInput(CONNECTOR_SECRET_MAX);
    case 'boolean':
      return z.boolean().optional().default(false);
    case 'port':
      return z.preprocess((v) => (typeof v === 'number' ? String(v) : v), ZPortNumberSchema);
    case 'select':
      return z.enum(use.options as [string, ...string[]], { error: CONNECTOR_MSG.optionInvalid });
    case 'host':
      return requiredText(message, 253).refine(isValidSmtpHost, {
        error: CONNECTOR_MSG.hostInvalid,
      });
    case 'email':
      return requiredText(message, CONNECTOR_TEXT_MAX).regex(EMAIL_PATTERN, {
        error: CONNECTOR_MSG.emailInvalid,
      });
    case 'url':
      // The shape here; the server requires HTTPS and a public host (see ZApiBaseUrlSchema).
      return use.key === 'apiBaseUrl'
        ? ZApiBaseUrlSchema
        : requiredText(message, CONNECTOR_TEXT_MAX)
            .refine(isBaseUrl, { error: CHANNEL_MSG.apiBaseUrlInvalid })
            .transform((value) => value.replace(/\/+$/, ''));
    default:
      return text;
  }
}

/** The form of one connector: its own fields, checked as that connector needs them. */
export function connectorFormSchema(connector: TConnectorDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const use of connector.fields) shape[use.key] = fieldSchema(use);
  return z.object(shape);
}

export type TConnectorValues = Record<string, string | number | boolean>;

/** Connect: the connector's key decides which fields the body must carry. */
export const ZConnectRequestSchema = z.discriminatedUnion(
  'connectorKey',
  CONNECTORS.map((connector) =>
    ZChannelScopeSchema.extend({
      connectorKey: z.literal(connector.key),
      fields: connectorFormSchema(connector),
      /** The version edited, when the connector is already connected (409 when stale). */
      updatedAt: ZUpdatedAtSchema.optional(),
    }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
);
export type TConnectRequest = {
  clientId: number;
  connectorKey: TConnectorKey;
  fields: Record<string, unknown>;
  updatedAt?: string;
};

export const ZConnectorRefRequestSchema = ZChannelScopeSchema.extend({
  connectorKey: z.enum(CONNECTOR_KEYS, { error: CONNECTOR_MSG.unknown }),
});
export const ZGetConnectorsRequestSchema = ZChannelScopeSchema;

export const ZConnectorTestSchema = z.object({
  ok: z.boolean(),
  /** What the connector's service answered, or why the connection failed. */
  response: z.string(),
  testedAt: z.string(),
});
export type TConnectorTest = z.infer<typeof ZConnectorTestSchema>;

/** A client's connection: non-secret values as saved, secrets MASKED_SECRET (never the value). */
export const ZConnectionSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  lastTest: ZConnectorTestSchema.nullable(),
  connectedAt: z.string(),
  updatedAt: z.string(),
});
export type TConnection = z.infer<typeof ZConnectionSchema>;

export const ZConnectorSchema = z.object({
  key: z.string(),
  category: z.enum(CONNECTOR_CATEGORIES),
  name: z.string(),
  fields: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(CONNECTOR_FIELD_KINDS),
      required: z.boolean(),
      options: z.array(z.string()).optional(),
    }),
  ),
  connection: ZConnectionSchema.nullable(),
});
export type TConnector = z.infer<typeof ZConnectorSchema>;

export const ZConnectorsResponseSchema = envelopeOf(
  z.object({ connectors: z.array(ZConnectorSchema) }),
);
export const ZConnectorResponseSchema = envelopeOf(z.object({ connector: ZConnectorSchema }));
export const ZConnectorTestResponseSchema = envelopeOf(ZConnectorTestSchema);
