/**
 * Company and department scope (spec section 3 global state: clientList, company_clientId,
 * company_departmentId, company_departmentList, departmentList). The server keeps the scope on
 * the session: after User/SwitchCompany every request of that session runs in the chosen
 * company and department, whatever the page sends.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZEntityIdSchema } from './admin-common.ts';

export const TENANCY_MSG = {
  companyNotAllowed: 'You cannot work in this company',
  departmentNotAllowed: 'You do not belong to this department',
  notAgency: 'Only agency users can switch companies',
} as const;

export const ZCompanySchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  /** The user's own client (for an agency: the agency itself). */
  isHome: z.boolean(),
});
export type TCompany = z.infer<typeof ZCompanySchema>;

export const ZDepartmentSchema = z.object({
  departmentId: z.number().int(),
  departmentName: z.string(),
});
export type TDepartment = z.infer<typeof ZDepartmentSchema>;

/** The scope a session acts in, as the SPA stores it after sign-in or a switch. */
export const ZScopeSchema = z.object({
  clientId: z.number().int(),
  clientName: z.string(),
  /** The user's own client: differs from clientId while an agency user works in a brand. */
  parentClientId: z.number().int(),
  departmentId: z.number().int(),
  departmentList: z.array(ZDepartmentSchema),
  clientList: z.array(ZCompanySchema),
  isAgency: z.boolean(),
  isCampaign: z.boolean(),
  licenseTypeId: z.number().int(),
  accountAdmin: z.boolean(),
});
export type TScope = z.infer<typeof ZScopeSchema>;
export const ZScopeResponseSchema = envelopeOf(ZScopeSchema);

export const ZGetScopeRequestSchema = z.object({});

/** departmentId 0 (or none): no particular department. */
export const ZSwitchCompanyRequestSchema = z.object({
  clientId: ZEntityIdSchema,
  departmentId: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

/** Spec section 7: "POST department list for a client"; the client must be the active one. */
export const ZDepartmentListRequestSchema = z.object({ clientId: ZEntityIdSchema });
export const ZDepartmentListResponseSchema = envelopeOf(
  z.object({ departmentList: z.array(ZDepartmentSchema), departmentId: z.number().int() }),
);
