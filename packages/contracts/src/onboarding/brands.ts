/**
 * Agency brands (spec sections 2 and 7): account setup's ClientCreation, CheckClientNameExists,
 * CheckValidateWebsite and GetCountryDetails, and the brands administration page. A brand is a
 * client whose parent is the agency. Field rules come from section 5 (website) and are ours
 * elsewhere.
 */
import { z } from 'zod';
import { ZCountryIdSchema, ZEmailSchema, ZWebsiteSchema } from '../fields.ts';
import { MSG } from '../messages.ts';
import { ADMIN_PAGE_SIZE_MAX, ZAdminPageSchema, ZEntityIdSchema } from './admin-common.ts';

/** Our choice: brand names read in the header's company switcher (which truncates at 25). */
export const BRAND_NAME_MIN = 2;
export const BRAND_NAME_MAX = 100;
/** Our choice: an agency sets up at most this many brands in one account-setup visit. */
export const SETUP_BRANDS_MAX = 10;
/** A stored phone: dial code, a space, the local digits (e.g. "+44 2079460000"). */
export const PHONE_PATTERN = /^\+\d{1,4}(?:-\d{1,4})? \d{4,14}$/;

export const BRAND_MSG = {
  nameRequired: 'Enter brand name',
  nameExists: 'A brand with this name already exists',
  currencyRequired: 'Select currency',
  timeZoneRequired: 'Select time zone',
  phoneInvalid: 'Enter a valid phone number (digits only)',
  notAgency: 'Only agency accounts can create brands',
  setupLinkInvalid: 'This setup link is invalid or has expired. Sign in again to continue.',
  setupNotAllowed: 'Only the agency account admin can set up brands',
  tooMany: `You can create up to ${SETUP_BRANDS_MAX} brands here; add more from Administration later.`,
  notFound: 'This brand no longer exists. Reload the page and try again.',
  inactive: 'This brand is deactivated',
} as const;

const ZOptionalIdSchema = ZEntityIdSchema.nullable();

/** The fields of a brand, as the setup page and the brands page edit them. */
export const ZBrandFormSchema = z.object({
  brandName: z
    .string({ error: BRAND_MSG.nameRequired })
    .trim()
    .min(1, BRAND_MSG.nameRequired)
    .min(BRAND_NAME_MIN, MSG.minChars(BRAND_NAME_MIN))
    .max(BRAND_NAME_MAX, MSG.maxChars(BRAND_NAME_MAX)),
  website: ZWebsiteSchema,
  countryId: ZCountryIdSchema,
  currency: z
    .string({ error: BRAND_MSG.currencyRequired })
    .regex(/^[A-Z]{3}$/, BRAND_MSG.currencyRequired),
  timeZoneId: z
    .number({ error: BRAND_MSG.timeZoneRequired })
    .int(BRAND_MSG.timeZoneRequired)
    .positive(BRAND_MSG.timeZoneRequired)
    .max(10_000, BRAND_MSG.timeZoneRequired),
  industryId: ZOptionalIdSchema,
  businessEmail: z.union([z.literal(''), ZEmailSchema]),
  phone: z.union([z.literal(''), z.string().regex(PHONE_PATTERN, BRAND_MSG.phoneInvalid)]),
});
export type TBrandForm = z.output<typeof ZBrandFormSchema>;
export type TBrandFormInput = z.input<typeof ZBrandFormSchema>;

export const ZBrandSchema = ZBrandFormSchema.extend({
  brandId: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBrand = z.infer<typeof ZBrandSchema>;

/** `q` when called from account setup (signed at sign-in); without it, the agency's session. */
const ZSetupTokenSchema = z.string().min(1).max(2000).optional();

export const ZClientCreationRequestSchema = ZBrandFormSchema.extend({ q: ZSetupTokenSchema });
export const ZBrandResultSchema = z.object({ brand: ZBrandSchema });

export const ZCheckClientNameRequestSchema = z.object({
  q: ZSetupTokenSchema,
  clientName: z
    .string()
    .trim()
    .max(BRAND_NAME_MAX * 2),
  /** When editing a brand: its own name is not a duplicate. */
  clientId: ZEntityIdSchema.optional(),
});
export const ZClientNameExistsSchema = z.object({ exists: z.boolean() });

export const ZCheckWebsiteRequestSchema = z.object({ website: z.string().max(2000) });
export const ZWebsiteCheckSchema = z.object({
  valid: z.boolean(),
  website: z.string(),
  message: z.string(),
});

/** Website as it is stored: trimmed, with a scheme (https:// when none was typed). */
export function normalizeWebsite(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export const ZCountryDetailsRequestSchema = z.object({ countryId: ZCountryIdSchema });
export const ZCountryDetailsSchema = z.object({
  countryId: z.number().int(),
  code: z.string(),
  name: z.string(),
  dialCode: z.string(),
  /** ISO 4217 code of the country's currency; null when our currency list lacks it. */
  currency: z.string().nullable(),
  /** The country's time zones (ids of the master-data list), the first being the default. */
  timeZones: z.array(z.object({ timeZoneId: z.number().int(), timeZone: z.string() })),
});
export type TCountryDetails = z.infer<typeof ZCountryDetailsSchema>;

export const ZSetupSummaryRequestSchema = z.object({ q: z.string().min(1).max(2000) });
export const ZSetupSummarySchema = z.object({
  agencyName: z.string(),
  email: z.string(),
  brands: z.array(ZBrandSchema),
});
export type TSetupSummary = z.infer<typeof ZSetupSummarySchema>;

export const ZGetBrandsRequestSchema = ZAdminPageSchema;
export const ZBrandsPageSchema = z.object({
  brands: z.array(ZBrandSchema).max(ADMIN_PAGE_SIZE_MAX),
});

export const ZUpdateBrandRequestSchema = ZBrandFormSchema.extend({
  brandId: ZEntityIdSchema,
  updatedAt: z.string().min(1).max(40),
});

export const ZSetBrandActiveRequestSchema = z.object({
  brandId: ZEntityIdSchema,
  active: z.boolean(),
});
