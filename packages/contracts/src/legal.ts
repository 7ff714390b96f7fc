/**
 * Privacy policy and terms (issue 26): the operator's own pages when PRIVACY_URL and TERMS_URL
 * are set, else a short default page of ours naming the operator. The web reads these from the
 * master data answer, which every page load already fetches.
 */
import { z } from 'zod';

export const ZLegalInfoSchema = z.object({
  /** The operator's privacy policy; null: the product's default page. */
  privacyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  /** Who runs this installation (OPERATOR_NAME) and how to reach them (OPERATOR_EMAIL). */
  operatorName: z.string(),
  operatorEmail: z.string(),
});
export type TLegalInfo = z.infer<typeof ZLegalInfoSchema>;
