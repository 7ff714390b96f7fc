/** Departments administration (account admins): create, rename, deactivate. Ours throughout. */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { ADMIN_PAGE_SIZE_MAX, ZAdminPageSchema, ZEntityIdSchema } from './admin-common.ts';

export const DEPARTMENT_NAME_MIN = 2;
export const DEPARTMENT_NAME_MAX = 100;

export const DEPARTMENT_MSG = {
  nameRequired: 'Enter department name',
  nameExists: 'A department with this name already exists',
  notFound: 'This department no longer exists. Reload the page and try again.',
} as const;

export const ZDepartmentFormSchema = z.object({
  name: z
    .string({ error: DEPARTMENT_MSG.nameRequired })
    .trim()
    .min(1, DEPARTMENT_MSG.nameRequired)
    .min(DEPARTMENT_NAME_MIN, MSG.minChars(DEPARTMENT_NAME_MIN))
    .max(DEPARTMENT_NAME_MAX, MSG.maxChars(DEPARTMENT_NAME_MAX)),
});
export type TDepartmentForm = z.output<typeof ZDepartmentFormSchema>;

export const ZAdminDepartmentSchema = z.object({
  departmentId: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type TAdminDepartment = z.infer<typeof ZAdminDepartmentSchema>;

export const ZGetDepartmentsRequestSchema = ZAdminPageSchema;
export const ZDepartmentsPageSchema = z.object({
  departments: z.array(ZAdminDepartmentSchema).max(ADMIN_PAGE_SIZE_MAX),
});

export const ZSaveDepartmentRequestSchema = ZDepartmentFormSchema.extend({
  departmentId: ZEntityIdSchema.optional(),
});
export const ZDepartmentResultSchema = z.object({ department: ZAdminDepartmentSchema });

export const ZSetDepartmentActiveRequestSchema = z.object({
  departmentId: ZEntityIdSchema,
  active: z.boolean(),
});
