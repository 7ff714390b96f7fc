import { z } from 'zod';
import { envelopeOf } from './envelope.ts';
import { ZLegalInfoSchema } from './legal.ts';

/** GET /api/GetMasterData. Field names of spec section 3 (timeZoneID, timeformat, dateformat...). */
export const ZTimeZoneSchema = z.object({
  timeZoneID: z.number().int(),
  timeZone: z.string(),
  /** Offset from UTC now, in minutes, e.g. 330 for Asia/Kolkata; shown as "(UTC+05:30)". */
  utcOffsetMinutes: z.number().int(),
});
export const ZTimeFormatSchema = z.object({
  timeFormatID: z.number().int(),
  timeformat: z.string(),
  pattern: z.string(),
});
export const ZDateFormatSchema = z.object({
  dateFormatID: z.number().int(),
  dateformat: z.string(),
});
export const ZCountrySchema = z.object({
  countryID: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
  dialCode: z.string(),
});
export const ZCurrencySchema = z.object({
  currencyID: z.number().int(),
  code: z.string().length(3),
  name: z.string(),
  minorUnits: z.number().int(),
});
export const ZNamedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export const ZLanguageSchema = z.object({
  languageID: z.number().int(),
  code: z.string(),
  name: z.string(),
});

export const ZMasterDataSchema = z.object({
  timeZoneList: z.array(ZTimeZoneSchema),
  timeFormatList: z.array(ZTimeFormatSchema),
  dateFormatList: z.array(ZDateFormatSchema),
  countries: z.array(ZCountrySchema),
  currencies: z.array(ZCurrencySchema),
  languages: z.array(ZLanguageSchema),
  industries: z.array(ZNamedItemSchema),
  jobFunctions: z.array(ZNamedItemSchema),
  /** Privacy and terms links (issue 26); absent in a copy stored by an older version. */
  legal: ZLegalInfoSchema.optional(),
});
export type TMasterData = z.infer<typeof ZMasterDataSchema>;
export const ZMasterDataResponseSchema = envelopeOf(ZMasterDataSchema);
