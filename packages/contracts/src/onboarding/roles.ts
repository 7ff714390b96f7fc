/**
 * Roles as sets of feature permissions (spec sections 3 and 6): each feature of section 3, plus
 * audience (3, ours), with view, create, edit and delete. Sign-in reports view access per
 * feature; a feature with no entry is viewable.
 */
import { z } from 'zod';
import { FEATURE_IDS } from '../features.ts';
import { MSG } from '../messages.ts';
import { ZEntityIdSchema } from './admin-common.ts';

export type TFeatureKey = keyof typeof FEATURE_IDS;

/** Every feature a role grants, in the order the roles page lists them. */
export const ROLE_FEATURES: readonly { featureId: number; key: TFeatureKey }[] = (
  Object.entries(FEATURE_IDS) as [TFeatureKey, number][]
)
  .map(([key, featureId]) => ({ featureId, key }))
  .sort((a, b) => a.featureId - b.featureId);

const FEATURE_ID_SET = new Set<number>(Object.values(FEATURE_IDS));

export const PERMISSION_ACTIONS = ['canView', 'canCreate', 'canEdit', 'canDelete'] as const;
export type TPermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const ROLE_NAME_MIN = 2;
export const ROLE_NAME_MAX = 100;
/** Our choice: more roles than this is a sign of roles used as users. */
export const ROLES_MAX = 50;

export const ROLE_MSG = {
  nameRequired: 'Enter role name',
  nameExists: 'A role with this name already exists',
  unknownFeature: 'Unknown feature',
  duplicateFeature: 'Each feature appears once',
  actionNeedsView: 'Create, edit and delete need view access',
  inUse: 'This role is assigned to users; give them another role first',
  notFound: 'This role no longer exists. Reload the page and try again.',
  tooMany: `A company can have up to ${ROLES_MAX} roles`,
} as const;

export const ZRolePermissionSchema = z
  .object({
    featureId: z
      .number()
      .int()
      .refine((id) => FEATURE_ID_SET.has(id), ROLE_MSG.unknownFeature),
    canView: z.boolean(),
    canCreate: z.boolean(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
  })
  .refine((p) => p.canView || !(p.canCreate || p.canEdit || p.canDelete), {
    error: ROLE_MSG.actionNeedsView,
  });
export type TRolePermission = z.infer<typeof ZRolePermissionSchema>;

export const ZRoleFormSchema = z.object({
  name: z
    .string({ error: ROLE_MSG.nameRequired })
    .trim()
    .min(1, ROLE_MSG.nameRequired)
    .min(ROLE_NAME_MIN, MSG.minChars(ROLE_NAME_MIN))
    .max(ROLE_NAME_MAX, MSG.maxChars(ROLE_NAME_MAX)),
  permissions: z
    .array(ZRolePermissionSchema)
    .max(ROLE_FEATURES.length)
    .refine((list) => new Set(list.map((p) => p.featureId)).size === list.length, {
      error: ROLE_MSG.duplicateFeature,
    }),
});
export type TRoleForm = z.output<typeof ZRoleFormSchema>;

export const ZRoleSchema = ZRoleFormSchema.extend({
  roleId: z.number().int(),
  userCount: z.number().int(),
});
export type TRole = z.infer<typeof ZRoleSchema>;

export const ZGetRolesRequestSchema = z.object({});
export const ZRolesSchema = z.object({ roles: z.array(ZRoleSchema) });

export const ZSaveRoleRequestSchema = ZRoleFormSchema.extend({
  roleId: ZEntityIdSchema.optional(),
});
export const ZRoleResultSchema = z.object({ role: ZRoleSchema });

export const ZDeleteRoleRequestSchema = z.object({ roleId: ZEntityIdSchema });

/** A permission row with every action off, for a feature a role form has not touched. */
export function emptyPermission(featureId: number): TRolePermission {
  return { featureId, canView: false, canCreate: false, canEdit: false, canDelete: false };
}
