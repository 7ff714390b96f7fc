import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_ISSUER, INVOICE_ISSUERS } from '@resonate/contracts/billing/invoices';
import type { TLegalInfo } from '@resonate/contracts/legal';
import { UPLOAD_QUOTA_DEFAULT_MB } from '@resonate/contracts/resource-limits';
import { isDnsServerAddress } from '#/net/dns-resolver.ts';
import { ZTrustProxySchema, type TTrustProxy } from '#/trust-proxy.ts';

/**
 * The one place that reads the environment (STYLE.md rule 4). Parsed once at boot; a bad value
 * stops the start with one message that names every bad variable, so an operator fixes them
 * all in one go instead of one per restart.
 */

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** Prometheus's registered default for Node.js exporters. */
export const DEFAULT_METRICS_PORT = 9464;

const port = z.coerce.number().int().min(1).max(65535);

/** A page people open from the product: http(s) only, never javascript: or data:. */
const optionalPageUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// URL',
  });

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
  PORT: port.default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), postgresUrl.optional()),
  /**
   * A streaming (physical) replica of DATABASE_URL's database: dashboards, analytics 360 and
   * exports read there (db/replica.ts). Only its host, port, database and parameters are used;
   * requests sign in as the app role, as on the primary. Unset: everything reads the primary.
   */
  DATABASE_REPLICA_URL: z.preprocess((v) => (v === '' ? undefined : v), postgresUrl.optional()),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
        message: 'must be an smtp:// or smtps:// URL',
      })
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Resonate <no-reply@resonate.local>'),
  /**
   * The platform's SMS gateway (channels/platform-sms.ts): mobile-number codes go through it when
   * the client has no SMS channel. https://USER:PASSWORD@host/path?from=SENDER; unset, none.
   */
  SMS_URL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  APP_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters (e.g. 64 hex digits)').optional(),
  ),
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMBEDDED_PG_PORT: z.preprocess((v) => (v === '' ? undefined : v), port.optional()),
  TRUST_PROXY: ZTrustProxySchema,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  WEB_DIST_DIR: optionalString,
  /** The worker runs inside `npm start` unless set to false (then run `npm run worker`). */
  RUN_WORKER: booleanFlag.default(true),
  /**
   * Seed the demo tenant into an empty database at start (README: demo accounts). Unset, only
   * the embedded database of `npm start` gets it: a DATABASE_URL names a real installation,
   * where accounts with a published password must be asked for.
   */
  SEED_DEMO: z.preprocess((v) => (v === '' ? undefined : v), booleanFlag.optional()),
  /**
   * Development and tests only: webhooks may target private, loopback and link-local addresses
   * and plain http, so a receiver on this machine can be used. Off, those URLs are refused.
   */
  ALLOW_PRIVATE_WEBHOOKS: booleanFlag.default(false),
  /**
   * Development and tests only: SMTP and channel provider hosts may be loopback or private
   * addresses, so a local mail sink can be used. Off, those hosts are refused (SSRF guard).
   */
  ALLOW_PRIVATE_CHANNEL_HOSTS: booleanFlag.default(false),
  /**
   * Development and tests only: OpenID identity providers (issuer, JWKS, token endpoint) may be
   * loopback or private addresses over plain http, so a local provider can be used. Off, they
   * are refused (SSRF guard) and only https issuers are reached.
   */
  ALLOW_PRIVATE_IDENTITY_PROVIDERS: booleanFlag.default(false),
  /**
   * Development, tests, and self-hosted installs whose Active Directory is on the private
   * network: LDAP hosts may be private or loopback addresses and plain ldap:// without StartTLS
   * is accepted. Off, those are refused (SSRF guard; no passwords in clear).
   */
  ALLOW_PRIVATE_LDAP_HOSTS: booleanFlag.default(false),
  /**
   * DNS servers (IP, or IP:port; comma-separated) asked for the TXT records that prove a domain;
   * empty: the system's resolver. The E2E suite points it at its own local server.
   */
  DNS_SERVERS: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().refine(isDnsServerAddress, 'must be IP addresses, optionally :port'))),
  /**
   * Tests only, with ALLOW_PRIVATE_CHANNEL_HOSTS: where FCM (its OAuth token and send endpoints)
   * and APNs (HTTP/2, http:// for cleartext) are reached instead of Google's and Apple's hosts.
   */
  FCM_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  APNS_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  /** Upload storage per client in MiB (CSV imports, template images); resource-limits.ts. */
  UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).default(UPLOAD_QUOTA_DEFAULT_MB),
  /** Ed25519 public keys (base64url, 32 bytes, comma-separated) whose licence keys are trusted. */
  LICENCE_PUBLIC_KEYS: z
    .string()
    .trim()
    .default('')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be base64url Ed25519 public keys')),
    ),
  /** The licence signing key `npm run licence:issue` uses (created on first use). */
  LICENCE_PRIVATE_KEY_FILE: optionalString,
  /**
   * Bounces (issue 22): the port of the built-in inbound SMTP receiver for bounce addresses,
   * started by the worker; unset, it is off. Point the bounce domains' MX at it.
   */
  BOUNCE_SMTP_PORT: z.preprocess((v) => (v === '' ? undefined : v), port.optional()),
  BOUNCE_SMTP_HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** A bounce mailbox polled over IMAP (imap:// or imaps://user:password@host:port/INBOX); unset, off. */
  BOUNCE_IMAP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .refine((value) => /^imaps?:\/\/[^/]+@/.test(value) && URL.canParse(value), {
        message: 'must be an imap:// or imaps:// URL with user and password',
      })
      .optional(),
  ),
  BOUNCE_IMAP_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /**
   * How long a process takes to stop on SIGTERM (issue 24): the API finishes in-flight requests
   * within it, a worker lets its jobs finish or hands them back to another worker. Set the
   * orchestrator's kill timeout (Kubernetes terminationGracePeriodSeconds) above it.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /**
   * Prometheus metrics (GET /metrics) on their own listener, never on PORT. Default 9464, except
   * under NODE_ENV=test, where many copies of the app share one machine; 0 turns it off. A worker
   * on the same machine as an API process needs a port of its own.
   */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** Where the metrics listener binds: loopback unless a scraper on another host needs it. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /**
   * Backup and restore (`npm run backup`, `npm run restore`): the folder holding pg_dump and
   * pg_restore. Unset, they are looked for on PATH and in the usual install folders.
   */
  PG_BIN_DIR: optionalString,
  /**
   * Privacy policy and terms (issue 26): the operator's own pages. Unset, the product serves a
   * short default page naming OPERATOR_NAME and OPERATOR_EMAIL (default: the invoice issuer's).
   */
  PRIVACY_URL: optionalPageUrl,
  TERMS_URL: optionalPageUrl,
  OPERATOR_NAME: optionalString,
  OPERATOR_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
});

export type TEnv = z.input<typeof ZEnvSchema>;

/** Every variable the server reads: deploy/ files may set these and no others (deploy test). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ZEnvSchema.shape);

export type TConfig = Readonly<{
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where read-only heavy queries go; undefined: the primary (db/replica.ts). */
  databaseReplicaUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The platform's SMS gateway; undefined: none (development writes the SMS outbox). */
  smsUrl: string | undefined;
  /** Undefined until the boot step reads or generates `${dataDir}/app-secret` (see secrets.ts). */
  appSecret: string | undefined;
  publicUrl: string;
  logLevel: string;
  embeddedPgPort: number | undefined;
  /** Who may set the client address by X-Forwarded-For (trust-proxy.ts). */
  trustProxy: TTrustProxy;
  rateLimitPerMinute: number;
  webDistDir: string;
  runWorker: boolean;
  seedDemo: boolean;
  /** Webhooks may target private addresses and plain http (development and tests only). */
  allowPrivateWebhooks: boolean;
  /** SMTP and channel provider hosts may be private addresses (development and tests only). */
  allowPrivateChannelHosts: boolean;
  /** Identity providers may be private addresses over http (development and tests only). */
  allowPrivateIdentityProviders: boolean;
  /** LDAP hosts may be private and ldap:// may be plain (development, tests, self-hosting). */
  allowPrivateLdapHosts: boolean;
  /** Where domain proofs look TXT records up; empty: the system's resolver. */
  dnsServers: readonly string[];
  /** Push service overrides for tests (honoured only with allowPrivateChannelHosts). */
  fcmBaseUrl: string | undefined;
  apnsBaseUrl: string | undefined;
  /** Trusted licence-key signers besides the local signing key (raw Ed25519, base64url). */
  licencePublicKeys: readonly string[];
  /** The local licence signing key; its public half is trusted when the file exists. */
  licencePrivateKeyFile: string;
  /** Upload storage each client may hold, in bytes (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  /** The inbound SMTP receiver for bounces: off when the port is undefined. */
  bounceSmtp: { port: number | undefined; host: string };
  /** The IMAP bounce mailbox: off when the URL is undefined. */
  bounceImap: { url: string | undefined; pollSeconds: number };
  /** SHUTDOWN_GRACE_SECONDS in milliseconds. */
  shutdownGraceMs: number;
  /** The Prometheus listener: off when the port is 0. */
  metrics: { port: number; host: string };
  /** Where backup and restore look for pg_dump and pg_restore first (only there when set). */
  pgBinDir: string | undefined;
  /** Privacy and terms links, and who runs this installation (GetMasterData answers them). */
  legal: TLegalInfo;
}>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const result = ZEnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = result.data;
  return Object.freeze({
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsUrl: e.SMS_URL,
    appSecret: e.APP_SECRET,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    runWorker: e.RUN_WORKER,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    allowPrivateWebhooks: e.ALLOW_PRIVATE_WEBHOOKS,
    allowPrivateChannelHosts: e.ALLOW_PRIVATE_CHANNEL_HOSTS,
    allowPrivateIdentityProviders: e.ALLOW_PRIVATE_IDENTITY_PROVIDERS,
    allowPrivateLdapHosts: e.ALLOW_PRIVATE_LDAP_HOSTS,
    dnsServers: e.DNS_SERVERS,
    fcmBaseUrl: e.FCM_BASE_URL,
    apnsBaseUrl: e.APNS_BASE_URL,
    licencePublicKeys: e.LICENCE_PUBLIC_KEYS,
    licencePrivateKeyFile: path.resolve(
      e.LICENCE_PRIVATE_KEY_FILE ?? path.join(e.DATA_DIR, 'licence-signing-key.pem'),
    ),
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    bounceSmtp: { port: e.BOUNCE_SMTP_PORT, host: e.BOUNCE_SMTP_HOST },
    bounceImap: { url: e.BOUNCE_IMAP_URL, pollSeconds: e.BOUNCE_IMAP_POLL_SECONDS },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    metrics: {
      port: e.METRICS_PORT ?? (e.NODE_ENV === 'test' ? 0 : DEFAULT_METRICS_PORT),
      host: e.METRICS_HOST,
    },
    pgBinDir: e.PG_BIN_DIR === undefined ? undefined : path.resolve(e.PG_BIN_DIR),
    legal: Object.freeze({
      privacyUrl: e.PRIVACY_URL ?? null,
      termsUrl: e.TERMS_URL ?? null,
      operatorName: e.OPERATOR_NAME ?? INVOICE_ISSUERS[DEFAULT_ISSUER].name,
      operatorEmail: e.OPERATOR_EMAIL ?? INVOICE_ISSUERS[DEFAULT_ISSUER].email,
    }),
  });
}
