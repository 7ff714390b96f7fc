/**
 * The licence choice and the payment (spec sections 2, 3 and 7: Licensetype, payment with its
 * `q`, PaymentSubmit, the promoCode and cpCode storage keys). The spec shows no payloads or
 * messages; these are ours. Money travels in minor units with its ISO currency.
 */
import { z } from 'zod';
import { ZLoginDataSchema } from '../auth.ts';
import {
  cardBrand,
  cardDigits,
  cvcLength,
  isExpiryInPast,
  isValidCardNumber,
  parseExpiry,
  CARD_NAME_MAX,
} from './card.ts';
import { LICENCE_TYPE_ID_LIST, type TLicenceFrequency } from './licence-types.ts';

export const LICENCE_FREQUENCIES = ['Monthly', 'Yearly'] as const satisfies TLicenceFrequency[];

/** Promo and channel-partner codes: letters, digits and hyphens (stored upper-case). */
export const CODE_PATTERN = /^[A-Za-z0-9-]{3,32}$/;

export const PAYMENT_MSG = {
  linkInvalid: 'This payment link is not valid or has expired. Sign in again to continue.',
  licenceTypeRequired: 'Choose a licence type',
  frequencyRequired: 'Choose monthly or yearly billing',
  agencyTypeOnly: 'An agency account needs the Agency licence type.',
  agencyTypeNotForBrand: 'The Agency licence type is for agency accounts.',
  noPlan: 'Choose a licence type before paying.',
  alreadyPaid: 'This account is already paid for. Sign in to continue.',
  orderUsed: (orderId: string) => `Order ${orderId} has already been paid. Reload the page.`,
  orderNotOpen: 'This order is no longer open. Reload the page to see the current one.',
  idempotencyMismatch: 'This payment request was already sent with other details. Reload the page.',
  promoInvalid: 'This promo code is not valid',
  promoExpired: 'This promo code has expired',
  promoUsed: 'This promo code has already been used',
  promoCurrency: 'This promo code is not valid for this currency',
  promoApplied: 'Promo code applied',
  cpCodeInvalid: 'Enter a valid channel partner code (3 to 32 letters, digits or hyphens)',
  cardNumberRequired: 'Enter card number',
  cardNumberInvalid: 'Enter a valid card number',
  expiryRequired: 'Enter expiry date',
  expiryInvalid: 'Enter a valid expiry date (MM/YY)',
  expiryPast: 'This card has expired',
  cvcRequired: 'Enter CVC',
  cvcInvalid: 'Enter a valid CVC',
  nameRequired: 'Enter the name on the card',
  declined: 'Your card was declined',
  expiredCard: 'Your card has expired',
  unknownTestCard: 'Your card was declined: this is not a test card',
  paid: 'Payment successful',
} as const;

export const DECLINE_CODES = ['card_declined', 'expired_card', 'unknown_test_card'] as const;
export type TDeclineCode = (typeof DECLINE_CODES)[number];

const ZQSchema = z
  .string({ error: PAYMENT_MSG.linkInvalid })
  .min(1, PAYMENT_MSG.linkInvalid)
  .max(2000, PAYMENT_MSG.linkInvalid);

/** A code as typed: trimmed and upper-cased; an empty one means none. */
const ZOptionalCodeSchema = (message: string) =>
  z
    .string()
    .trim()
    .max(64, message)
    .refine((value) => value === '' || CODE_PATTERN.test(value), { error: message })
    .transform((value) => value.toUpperCase());

/** POST /api/Payment/SelectLicenseType: the choice on the Licensetype page. */
export const ZSelectLicenceTypeRequestSchema = z.object({
  q: ZQSchema,
  licenceTypeId: z
    .number({ error: PAYMENT_MSG.licenceTypeRequired })
    .int(PAYMENT_MSG.licenceTypeRequired)
    .refine((id) => LICENCE_TYPE_ID_LIST.includes(id), { error: PAYMENT_MSG.licenceTypeRequired }),
  frequency: z.enum(LICENCE_FREQUENCIES, { error: PAYMENT_MSG.frequencyRequired }),
});
export type TSelectLicenceTypeRequest = z.infer<typeof ZSelectLicenceTypeRequestSchema>;
export const ZSelectLicenceTypeResultSchema = z.object({ q: z.string() });

/** POST /api/Payment/GetLicenseChoice: who is choosing (the Licensetype page). */
export const ZLicenceChoiceRequestSchema = z.object({ q: ZQSchema });
export const ZLicenceChoiceSchema = z.object({
  clientName: z.string(),
  isAgency: z.boolean(),
  paymentCompleted: z.boolean(),
  licenceTypeId: z.number().int().nullable(),
  frequency: z.enum(LICENCE_FREQUENCIES),
});
export type TLicenceChoice = z.infer<typeof ZLicenceChoiceSchema>;

export const ZPaymentQuoteSchema = z.object({
  currency: z.string(),
  /** The plan's list amount (a year of monthly prices for yearly billing). */
  amountMinor: z.number().int(),
  /** What the plan sells for before a promo code. */
  salePriceMinor: z.number().int(),
  discountMinor: z.number().int(),
  /** Tax rate in basis points (2000 = 20%); 0 when no tax applies. */
  taxRateBp: z.number().int(),
  /** VAT, GST...; and the reverse-charge note when that applies, else ''. */
  taxLabel: z.string(),
  taxNote: z.string(),
  taxMinor: z.number().int(),
  totalMinor: z.number().int(),
  promoCode: z.string().nullable(),
  promoDescription: z.string().nullable(),
});
export type TPaymentQuote = z.infer<typeof ZPaymentQuoteSchema>;

/** POST /api/Payment/GetPaymentDetails (and ValidatePromoCode): what the payment page shows. */
export const ZPaymentDetailsRequestSchema = z.object({ q: ZQSchema });
export const ZPaymentDetailsSchema = z.object({
  clientName: z.string(),
  isAgency: z.boolean(),
  /** False when no licence type has been chosen yet: the page offers the Licensetype page. */
  planChosen: z.boolean(),
  paymentCompleted: z.boolean(),
  orderId: z.string(),
  licenceTypeId: z.number().int(),
  licenceTypeName: z.string(),
  seats: z.number().int(),
  channelIds: z.array(z.number().int()),
  frequency: z.enum(LICENCE_FREQUENCIES),
  /** The company's country (ISO code, from its account) and VAT/tax number: they decide tax. */
  countryCode: z.string().nullable(),
  taxNumber: z.string(),
  quote: ZPaymentQuoteSchema,
});
export type TPaymentDetails = z.infer<typeof ZPaymentDetailsSchema>;

/** POST /api/Payment/ValidatePromoCode: the quote with the code, or the code's refusal. */
export const ZValidatePromoCodeRequestSchema = z.object({
  q: ZQSchema,
  promoCode: ZOptionalCodeSchema(PAYMENT_MSG.promoInvalid).refine((code) => code !== '', {
    error: PAYMENT_MSG.promoInvalid,
  }),
});

/** POST /api/Payment/SetTaxNumber: the optional VAT/tax number; answers the new quote. */
export const ZSetTaxNumberRequestSchema = z.object({
  q: ZQSchema,
  /** Checked against the company's country by normaliseTaxNumber (billing/tax.ts). */
  taxNumber: z.string().trim().max(40),
  /** The promo code applied on the page, so the answered quote keeps its discount. */
  promoCode: ZOptionalCodeSchema(PAYMENT_MSG.promoInvalid).default(''),
});
export type TSetTaxNumberRequest = z.input<typeof ZSetTaxNumberRequestSchema>;

/** The card as the form sends it; the server keeps only its brand and last 4 digits. */
export const ZCardSchema = z
  .object({
    number: z
      .string({ error: PAYMENT_MSG.cardNumberRequired })
      .trim()
      .min(1, PAYMENT_MSG.cardNumberRequired)
      .max(32, PAYMENT_MSG.cardNumberInvalid)
      .refine(isValidCardNumber, { error: PAYMENT_MSG.cardNumberInvalid })
      .transform(cardDigits),
    expiry: z
      .string({ error: PAYMENT_MSG.expiryRequired })
      .trim()
      .min(1, PAYMENT_MSG.expiryRequired)
      .max(10, PAYMENT_MSG.expiryInvalid)
      .refine((value) => parseExpiry(value) !== undefined, { error: PAYMENT_MSG.expiryInvalid })
      .refine((value) => !isExpiryInPast(parseExpiry(value)!), {
        error: PAYMENT_MSG.expiryPast,
        when: (payload) => parseExpiry(String(payload.value)) !== undefined,
      }),
    cvc: z
      .string({ error: PAYMENT_MSG.cvcRequired })
      .trim()
      .min(1, PAYMENT_MSG.cvcRequired)
      .regex(/^\d{3,4}$/, PAYMENT_MSG.cvcInvalid),
    name: z
      .string({ error: PAYMENT_MSG.nameRequired })
      .trim()
      .min(1, PAYMENT_MSG.nameRequired)
      .max(CARD_NAME_MAX, `Max. ${CARD_NAME_MAX} characters`),
  })
  .refine((card) => card.cvc.length === cvcLength(cardBrand(cardDigits(card.number))), {
    error: PAYMENT_MSG.cvcInvalid,
    path: ['cvc'],
    when: (payload) => {
      // Runs on any input, even a missing card: the type checks above report that one.
      const card = payload.value as { number?: unknown; cvc?: unknown } | null | undefined;
      return typeof card?.number === 'string' && typeof card.cvc === 'string';
    },
  });
export type TCardInput = z.input<typeof ZCardSchema>;
export type TCardSchemaOutput = z.output<typeof ZCardSchema>;

/** POST /api/PaymentSubmit. A double click sends the same idempotencyKey: charged once. */
export const ZPaymentSubmitRequestSchema = z.object({
  q: ZQSchema,
  orderId: z.string().trim().min(1, PAYMENT_MSG.orderNotOpen).max(40, PAYMENT_MSG.orderNotOpen),
  idempotencyKey: z.uuid({ error: 'Reload the page and try again' }),
  promoCode: ZOptionalCodeSchema(PAYMENT_MSG.promoInvalid).default(''),
  cpCode: ZOptionalCodeSchema(PAYMENT_MSG.cpCodeInvalid).default(''),
  card: ZCardSchema,
});
export type TPaymentSubmitRequest = z.input<typeof ZPaymentSubmitRequestSchema>;

/** What the payment form edits: the card and the channel-partner code. */
export const ZPaymentFormSchema = ZPaymentSubmitRequestSchema.pick({ card: true, cpCode: true });
export type TPaymentFormInput = z.input<typeof ZPaymentFormSchema>;
export type TPaymentForm = z.output<typeof ZPaymentFormSchema>;

/** Where the person goes after paying (spec section 4's outcomes, once paid). */
export const PAYMENT_NEXT_STEPS = ['signedIn', 'accountSetup', 'signIn'] as const;
export const ZPaymentSubmitResultSchema = z.object({
  orderId: z.string(),
  invoiceNumber: z.string(),
  currency: z.string(),
  totalMinor: z.number().int(),
  next: z.enum(PAYMENT_NEXT_STEPS),
  /** The session, when the account can sign in now. */
  session: ZLoginDataSchema.optional(),
  /** A fresh onboarding q, for an agency's account setup. */
  q: z.string().optional(),
});
export type TPaymentSubmitResult = z.infer<typeof ZPaymentSubmitResultSchema>;
