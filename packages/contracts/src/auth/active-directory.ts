/**
 * Active Directory sign-in (LDAP or LDAPS, `IsADuser` in the login payload): the admin's
 * directory settings on /preferences/security, the connection test, and the messages sign-in
 * shows when the directory refuses. Endpoint names and messages are our choices (the spec only
 * names the `IsADuser` flag).
 */
import { z } from 'zod';
import {
  MASKED_SECRET,
  requiredText,
  secretInput,
} from '../communication-settings/channel-common.ts';

export { MASKED_SECRET };

export const AD_LIMITS = {
  url: 500,
  dn: 500,
  filter: 500,
  password: 256,
  caCertificate: 20_000,
  domains: 20,
  groupRoles: 50,
} as const;

/** Where the user's email goes in the search filter; escaped per RFC 4515 before it does. */
export const AD_EMAIL_PLACEHOLDER = '{email}';
export const AD_DEFAULT_FILTER = '(&(objectClass=user)(mail={email}))';
/** Active Directory's LDAP_MATCHING_RULE_IN_CHAIN: membership through nested groups. */
export const AD_IN_CHAIN_RULE = '1.2.840.113556.1.4.1941';
/** Connection, bind and search each give up after this long (the test and sign-in alike). */
export const AD_TIMEOUT_MS = 5000;

export const AD_MSG = {
  urlInvalid: 'Enter an ldap:// or ldaps:// URL with a host, e.g. ldaps://dc1.example.com:636',
  startTlsWithLdaps: 'StartTLS applies to ldap:// URLs only; ldaps:// is encrypted already',
  caInvalid: 'Paste a PEM certificate (-----BEGIN CERTIFICATE-----)',
  bindDnRequired: 'Enter the bind DN of the service account',
  bindPasswordRequired: 'Enter the bind password of the service account',
  bindPasswordForNewUrl: 'The server URL changed: enter the bind password again',
  searchBaseRequired: 'Enter the user search base, e.g. DC=example,DC=com',
  filterRequired: 'Enter the user search filter',
  filterInvalid: `The filter must be in parentheses, balanced, and contain ${AD_EMAIL_PLACEHOLDER}`,
  domainsRequired: 'Enter at least one email domain',
  domainInvalid: 'Enter a domain such as example.com',
  domainDuplicate: 'Each domain only once',
  domainTaken: 'This domain is already used by another directory',
  domainHasOtherUsers: 'Users of another account already sign in with this domain',
  groupDnRequired: 'Enter the group DN',
  roleRequired: 'Select a role',
  roleUnknown: 'This role no longer exists; select another',
  cleartextRefused: 'Use ldaps:// or turn on StartTLS: ldap:// would send passwords in clear',
  hostRefused: 'This host is not reachable from here (private or unknown address)',
  notConfigured: 'Active Directory is not set up for this account',
  saved: 'Active Directory settings saved',
  deleted: 'Active Directory settings removed',
  // Connection test and sign-in.
  unreachable:
    'The Active Directory server did not answer. Try again later or contact your administrator.',
  tlsFailed: 'The Active Directory server’s certificate is not trusted (check the CA certificate)',
  serviceBindFailed: 'The directory refused the service account (check bind DN and password)',
  searchBaseMissing: 'The user search base does not exist in the directory',
  testOk: 'Connected and signed in with the service account',
  // Sign-in only.
  signInNotConfigured: 'Active Directory sign-in is not set up for this email domain',
  directoryMisconfigured:
    'Active Directory sign-in is not working right now. Contact your administrator.',
  ambiguousUser:
    'The directory has more than one account for this email. Contact your administrator.',
  noRole: 'Your directory groups give you no access to this account. Contact your administrator.',
  notProvisioned: 'You have no account here yet. Ask your administrator to invite you.',
} as const;

const DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** ldap:// or ldaps:// with a host, an optional port and nothing else (no DN, no credentials). */
export function isLdapUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'ldap:' || url.protocol === 'ldaps:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    (url.pathname === '' || url.pathname === '/') &&
    url.search === '' &&
    url.hash === ''
  );
}

/** Parenthesised, balanced (escaped parentheses aside), with the {email} placeholder. */
export function isSearchFilter(value: string): boolean {
  if (!value.startsWith('(') || !value.endsWith(')') || !value.includes(AD_EMAIL_PLACEHOLDER))
    return false;
  let depth = 0;
  for (const char of value.replace(/\\[0-9a-fA-F]{2}/g, '')) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

const ZDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(DOMAIN_PATTERN, { error: AD_MSG.domainInvalid });

export const ZGroupRoleSchema = z.object({
  groupDn: requiredText(AD_MSG.groupDnRequired, AD_LIMITS.dn),
  roleId: z.number({ error: AD_MSG.roleRequired }).int().positive({ error: AD_MSG.roleRequired }),
});
export type TGroupRole = z.infer<typeof ZGroupRoleSchema>;

/** The settings form; an empty bind password keeps the stored one. */
export const ZActiveDirectoryFormSchema = z
  .object({
    isEnabled: z.boolean().default(true),
    url: z.string().trim().max(AD_LIMITS.url).refine(isLdapUrl, { error: AD_MSG.urlInvalid }),
    startTls: z.boolean().default(false),
    caCertificate: z
      .string()
      .trim()
      .max(AD_LIMITS.caCertificate)
      .refine((v) => v === '' || v.includes('-----BEGIN CERTIFICATE-----'), {
        error: AD_MSG.caInvalid,
      })
      .default(''),
    bindDn: requiredText(AD_MSG.bindDnRequired, AD_LIMITS.dn),
    bindPassword: secretInput(AD_LIMITS.password),
    searchBase: requiredText(AD_MSG.searchBaseRequired, AD_LIMITS.dn),
    searchFilter: requiredText(AD_MSG.filterRequired, AD_LIMITS.filter).refine(isSearchFilter, {
      error: AD_MSG.filterInvalid,
    }),
    /** Count groups reached through other groups too (Active Directory only). */
    nestedGroups: z.boolean().default(false),
    domains: z
      .array(ZDomainSchema)
      .min(1, { error: AD_MSG.domainsRequired })
      .max(AD_LIMITS.domains, { error: `Up to ${AD_LIMITS.domains} domains` })
      .refine((list) => new Set(list).size === list.length, { error: AD_MSG.domainDuplicate }),
    groupRoles: z
      .array(ZGroupRoleSchema)
      .max(AD_LIMITS.groupRoles, { error: `Up to ${AD_LIMITS.groupRoles} group mappings` })
      .default([]),
    /** Role of a user in none of the mapped groups; null refuses such users. */
    defaultRoleId: z.number().int().positive().nullable().default(null),
    /** Create the account at first sign-in when the directory knows the user. */
    jitEnabled: z.boolean().default(false),
  })
  .refine((form) => !(form.startTls && form.url.toLowerCase().startsWith('ldaps:')), {
    error: AD_MSG.startTlsWithLdaps,
    path: ['startTls'],
  });
export type TActiveDirectoryForm = z.input<typeof ZActiveDirectoryFormSchema>;
export type TActiveDirectoryFormOutput = z.output<typeof ZActiveDirectoryFormSchema>;

export const ZActiveDirectorySchema = z.object({
  isEnabled: z.boolean(),
  url: z.string(),
  startTls: z.boolean(),
  caCertificate: z.string(),
  bindDn: z.string(),
  /** MASKED_SECRET: the password itself never leaves the server. */
  bindPassword: z.string(),
  searchBase: z.string(),
  searchFilter: z.string(),
  nestedGroups: z.boolean(),
  domains: z.array(z.string()),
  groupRoles: z.array(ZGroupRoleSchema),
  defaultRoleId: z.number().int().nullable(),
  jitEnabled: z.boolean(),
  lastTestOk: z.boolean().nullable(),
  lastTestMessage: z.string().nullable(),
  lastTestedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TActiveDirectory = z.infer<typeof ZActiveDirectorySchema>;

export const ZRoleOptionSchema = z.object({ roleId: z.number().int(), name: z.string() });
export type TRoleOption = z.infer<typeof ZRoleOptionSchema>;

/** POST /api/Security/GetActiveDirectory: the settings (null before the first save) and roles. */
export const ZGetActiveDirectoryRequestSchema = z.object({});
export const ZActiveDirectorySettingsSchema = z.object({
  directory: ZActiveDirectorySchema.nullable(),
  roles: z.array(ZRoleOptionSchema),
});

/** POST /api/Security/SaveActiveDirectory. */
export const ZSavedActiveDirectorySchema = z.object({ directory: ZActiveDirectorySchema });

/** POST /api/Security/DeleteActiveDirectory. */
export const ZDeleteActiveDirectoryRequestSchema = z.object({});

/**
 * POST /api/Security/TestActiveDirectory: binds with the form's values (an empty password uses
 * the stored one) and checks the search base; with `testEmail`, also finds that user and
 * reports their groups and the role they would get.
 */
export const ZTestActiveDirectoryRequestSchema = z.object({
  form: ZActiveDirectoryFormSchema,
  testEmail: z.string().trim().toLowerCase().max(254).default(''),
});
export const ZTestActiveDirectoryResultSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  /** Present when a test email was given and the service bind worked. */
  user: z
    .object({
      found: z.boolean(),
      dn: z.string(),
      groups: z.array(z.string()),
      roleName: z.string().nullable(),
    })
    .optional(),
});
export type TTestActiveDirectoryResult = z.infer<typeof ZTestActiveDirectoryResultSchema>;
