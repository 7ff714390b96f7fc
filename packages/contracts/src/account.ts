/**
 * Account settings and the IP whitelist (spec sections 3, 5 and 7): the request and response of
 * GetClientDetails, UpdateClientDetails, GetAgencyDetails, GetIpWhiteList and UpsertIpWhiteList.
 * The form fields use the section 5 field schemas, so the page and the API refuse the same
 * values with the same words.
 */
import { z } from 'zod';
import {
  ZCitySchema,
  ZCountryIdSchema,
  ZEmailSchema,
  ZIpv4Schema,
  ZWebsiteSchema,
  ZZipSchema,
} from './fields.ts';
import { findDuplicate } from './input.ts';
import { MSG } from './messages.ts';

/** Ours: the spec names these fields but not their bounds or messages. */
export const ACCOUNT_LIMITS = {
  companyName: 200,
  parentCompany: 200,
  address: 300,
  region: 100,
  ipWhitelist: 100,
  ipDescription: 200,
} as const;

/** The regions a client may prefer (ours: the spec names the field, not its choices). */
export const PREFERRED_REGIONS = [
  'africa',
  'asiaPacific',
  'europe',
  'latinAmerica',
  'middleEast',
  'northAmerica',
] as const;
export type TPreferredRegion = (typeof PREFERRED_REGIONS)[number];

export const ACCOUNT_MSG = {
  companyRequired: 'Enter company name',
  addressRequired: 'Enter address',
  timeZoneRequired: 'Select time zone',
  currencyRequired: 'Select currency',
  dateFormatRequired: 'Select date format',
  timeFormatRequired: 'Select time format',
  languageRequired: 'Select language',
  industryInvalid: 'Select industry',
  notAdmin: 'Only account admins can change account settings',
  notYourClient: 'You can only see and change your own account',
  stale: 'These settings were changed by someone else. Reload to see the latest values.',
  notAgency: 'Agency details are only available to agency accounts',
  entryNotFound: 'This IP whitelist entry no longer exists. Reload the page and try again.',
  signInNotAllowed: 'Sign-in from this IP address is not allowed for your account',
  accessNotAllowed: 'Access from this IP address is not allowed for your account',
  /** An agency user switched into a brand whose own list leaves the address out. */
  companyAccessNotAllowed: 'Access to this company from this IP address is not allowed',
  apiKeyAddressNotAllowed:
    "This API key cannot be used from this IP address: it is not in the IP whitelist of the key's account",
  lockout: (ip: string) =>
    `Your current address ${ip} is not in the list; you will be signed out. Save anyway?`,
} as const;

const ZIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

function requiredId(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(1_000_000, message);
}

function optionalText(max: number) {
  return z.string().trim().max(max, MSG.maxChars(max));
}

/** The fields a person edits on the account settings page. */
export const ZClientDetailsFormSchema = z.object({
  companyName: z
    .string({ error: ACCOUNT_MSG.companyRequired })
    .trim()
    .min(1, ACCOUNT_MSG.companyRequired)
    .max(ACCOUNT_LIMITS.companyName, MSG.maxChars(ACCOUNT_LIMITS.companyName)),
  parentCompany: optionalText(ACCOUNT_LIMITS.parentCompany),
  businessEmail: ZEmailSchema,
  website: ZWebsiteSchema,
  address: z
    .string({ error: ACCOUNT_MSG.addressRequired })
    .trim()
    .min(1, ACCOUNT_MSG.addressRequired)
    .max(ACCOUNT_LIMITS.address, MSG.maxChars(ACCOUNT_LIMITS.address)),
  city: ZCitySchema,
  zip: ZZipSchema,
  countryId: ZCountryIdSchema,
  region: optionalText(ACCOUNT_LIMITS.region),
  industryId: ZIdSchema.nullable(),
  preferredRegions: z
    .array(z.enum(PREFERRED_REGIONS, { error: 'Unknown region' }))
    .max(PREFERRED_REGIONS.length)
    .refine((list) => new Set(list).size === list.length, { error: MSG.duplicateValue }),
  timeZoneId: requiredId(ACCOUNT_MSG.timeZoneRequired),
  daylightSaving: z.boolean(),
  currency: z
    .string({ error: ACCOUNT_MSG.currencyRequired })
    .regex(/^[A-Z]{3}$/, ACCOUNT_MSG.currencyRequired),
  dateFormatId: requiredId(ACCOUNT_MSG.dateFormatRequired),
  timeFormatId: requiredId(ACCOUNT_MSG.timeFormatRequired),
  languageId: requiredId(ACCOUNT_MSG.languageRequired),
});
export type TClientDetailsForm = z.output<typeof ZClientDetailsFormSchema>;
export type TClientDetailsFormInput = z.input<typeof ZClientDetailsFormSchema>;

/** The body names the client; it must be the caller's own (403 otherwise). */
export const ZClientScopeSchema = z.object({ clientId: ZIdSchema });

export const ZClientDetailsSchema = ZClientDetailsFormSchema.extend({
  clientId: z.number().int(),
  countryId: z.number().int().nullable(),
  businessEmail: z.string(),
  website: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  companyName: z.string(),
  isAgency: z.boolean(),
  /** ISO 8601; sent back with an update so a stale edit is refused (409). */
  updatedAt: z.string(),
});
export type TClientDetails = z.infer<typeof ZClientDetailsSchema>;

/** POST /api/GetClientDetails. */
export const ZGetClientDetailsRequestSchema = ZClientScopeSchema;

/** POST /api/UpdateClientDetails: every field, and the updatedAt the form was loaded with. */
export const ZUpdateClientDetailsRequestSchema = ZClientDetailsFormSchema.extend({
  clientId: ZIdSchema,
  updatedAt: z.iso.datetime({ offset: true, error: 'Reload the page and try again' }),
});
export type TUpdateClientDetailsRequest = z.input<typeof ZUpdateClientDetailsRequestSchema>;

/** POST /api/GetAgencyDetails: the agency and the brands it has set up. */
export const ZAgencyBrandSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  isCampaign: z.boolean(),
  createdAt: z.string(),
});
export const ZAgencyDetailsSchema = z.object({
  agency: ZClientDetailsSchema,
  brands: z.array(ZAgencyBrandSchema),
});
export type TAgencyDetails = z.infer<typeof ZAgencyDetailsSchema>;

/** One stored whitelist entry. */
export const ZIpWhitelistItemSchema = z.object({
  ipWhitelistId: z.number().int(),
  ipAddress: z.string(),
  description: z.string(),
  updatedAt: z.string(),
});
export type TIpWhitelistItem = z.infer<typeof ZIpWhitelistItemSchema>;
export const ZIpWhitelistSchema = z.object({ items: z.array(ZIpWhitelistItemSchema) });
export type TIpWhitelist = z.infer<typeof ZIpWhitelistSchema>;

/** POST /api/GetIpWhiteList. */
export const ZGetIpWhiteListRequestSchema = ZClientScopeSchema;

/** One row as the form edits it: a new row has no id. */
export const ZIpWhitelistRowSchema = z.object({
  ipWhitelistId: ZIdSchema.optional(),
  ipAddress: ZIpv4Schema,
  description: optionalText(ACCOUNT_LIMITS.ipDescription).optional(),
});
export type TIpWhitelistRow = z.input<typeof ZIpWhitelistRowSchema>;

/**
 * Indexes of rows that repeat an earlier row's address, by the section 5 duplicate check: each
 * row is checked against the distinct addresses before it, so every later copy gets
 * 'Duplicate value' and the first one stays clean.
 */
export function duplicateRowIndexes(rows: readonly { ipAddress?: unknown }[]): number[] {
  const found: number[] = [];
  const distinct: { ipAddress?: unknown }[] = [];
  for (const [index, row] of rows.entries()) {
    if (findDuplicate([...distinct, row], 'ipAddress').hasDuplicate) found.push(index);
    else distinct.push(row);
  }
  return found;
}

export const ZIpWhitelistRowsSchema = z
  .array(ZIpWhitelistRowSchema)
  .max(ACCOUNT_LIMITS.ipWhitelist, `At most ${ACCOUNT_LIMITS.ipWhitelist} addresses`)
  .superRefine((rows, ctx) => {
    for (const index of duplicateRowIndexes(rows)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'ipAddress'],
        message: MSG.duplicateValue,
        input: rows[index]?.ipAddress,
      });
    }
  });

/**
 * POST /api/UpsertIpWhiteList: the whole list, saved in one transaction (rows left out are
 * removed). `confirmLockout` confirms a list that leaves out the caller's own address.
 */
export const ZUpsertIpWhiteListRequestSchema = ZClientScopeSchema.extend({
  items: ZIpWhitelistRowsSchema,
  confirmLockout: z.boolean().optional(),
});
export type TUpsertIpWhiteListRequest = z.input<typeof ZUpsertIpWhiteListRequestSchema>;

/** The data of a 409 that needs the admin's confirmation. */
export type TLockoutRefusal = { requiresConfirmation: true; currentIp: string };
