/**
 * Users administration (account admins): invite by email, resend, edit role, departments and
 * brands, deactivate; and the public invitation acceptance that sets the password. Ours
 * throughout, except the section 5 rules for names, email and password.
 */
import { z } from 'zod';
import {
  withPasswordConfirmation,
  ZConfirmPasswordSchema,
  ZEmailSchema,
  ZFirstNameSchema,
  ZLastNameSchema,
  ZStrongPasswordSchema,
} from '../fields.ts';
import { ADMIN_PAGE_SIZE_MAX, ZAdminPageSchema, ZEntityIdSchema } from './admin-common.ts';

/** Our choice: a week is enough to notice a mail, short enough that a leaked link dies. */
export const INVITATION_TTL_DAYS = 7;
/** Our choice: a user belongs to a handful of departments or brands, not hundreds. */
export const USER_DEPARTMENTS_MAX = 100;

export const USER_STATUSES = ['active', 'not_activated', 'deactivated'] as const;
export type TUserStatus = (typeof USER_STATUSES)[number];

export const USER_MSG = {
  roleRequired: 'Select a role',
  emailTaken: 'A user with this email already exists',
  notFound: 'This user no longer exists. Reload the page and try again.',
  notSelf: 'You cannot do this to your own account',
  departmentUnknown: 'Select departments of this company',
  brandUnknown: 'Select brands of this agency',
  alreadyActive: 'This user has already accepted the invitation',
  invitationInvalid: 'This invitation link is invalid or has already been used',
  invitationExpired: 'This invitation has expired. Ask your administrator to send a new one.',
  invitationSent: 'Invitation sent',
  seatsFull: 'Every seat of your licence is taken; deactivate a user or add seats first',
} as const;

const ZIdListSchema = z
  .array(ZEntityIdSchema)
  .max(USER_DEPARTMENTS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Each item appears once' });

export const ZUserFormSchema = z.object({
  firstName: ZFirstNameSchema,
  lastName: ZLastNameSchema,
  roleId: z.number({ error: USER_MSG.roleRequired }).int().positive(USER_MSG.roleRequired),
  departmentIds: ZIdListSchema,
  /** Agencies only: brands a user who is not an account admin may work in. */
  brandIds: ZIdListSchema,
  isAccountAdmin: z.boolean(),
});
export type TUserForm = z.output<typeof ZUserFormSchema>;

export const ZInviteUserRequestSchema = ZUserFormSchema.extend({ email: ZEmailSchema });
export type TInviteUserInput = z.input<typeof ZInviteUserRequestSchema>;

export const ZUpdateUserRequestSchema = ZUserFormSchema.extend({ userId: ZEntityIdSchema });

export const ZAdminUserSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(USER_STATUSES),
  isAccountAdmin: z.boolean(),
  roleId: z.number().int().nullable(),
  roleName: z.string().nullable(),
  departmentIds: z.array(z.number().int()),
  brandIds: z.array(z.number().int()),
  /** When the pending invitation expires; null when there is none. */
  invitationExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZGetUsersRequestSchema = ZAdminPageSchema;
export const ZUsersPageSchema = z.object({
  users: z.array(ZAdminUserSchema).max(ADMIN_PAGE_SIZE_MAX),
});
export const ZUserResultSchema = z.object({ user: ZAdminUserSchema });

export const ZUserIdRequestSchema = z.object({ userId: ZEntityIdSchema });
export const ZSetUserActiveRequestSchema = z.object({
  userId: ZEntityIdSchema,
  active: z.boolean(),
});

/** The link's token: a signed payload, checked by the server. */
const ZInvitationTokenSchema = z.string().min(10).max(1000);

export const ZGetInvitationRequestSchema = z.object({ token: ZInvitationTokenSchema });
export const ZInvitationSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  clientName: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitationSchema>;

export const ZAcceptInvitationFormSchema = withPasswordConfirmation(
  z.object({ password: ZStrongPasswordSchema, confirmPassword: ZConfirmPasswordSchema }),
);
export type TAcceptInvitationForm = z.output<typeof ZAcceptInvitationFormSchema>;

export const ZAcceptInvitationRequestSchema = withPasswordConfirmation(
  z.object({
    token: ZInvitationTokenSchema,
    password: ZStrongPasswordSchema,
    confirmPassword: ZConfirmPasswordSchema,
  }),
);
export const ZAcceptedInvitationSchema = z.object({ email: z.string() });
