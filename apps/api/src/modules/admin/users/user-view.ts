import type { TAdminUser } from '@resonate/contracts/onboarding/users';
import type { TUserRow } from './user-admin-repository.ts';

export function toAdminUser(
  row: NonNullable<TUserRow>,
  extra: { departmentIds: number[]; brandIds: number[]; invitationExpiresAt: Date | undefined },
): TAdminUser {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    isAccountAdmin: row.is_account_admin,
    roleId: row.role_id,
    roleName: row.role_name,
    departmentIds: extra.departmentIds,
    brandIds: extra.brandIds,
    invitationExpiresAt: extra.invitationExpiresAt?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
