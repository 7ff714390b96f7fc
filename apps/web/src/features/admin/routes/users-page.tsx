import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAdminUser } from '@resonate/contracts/onboarding/users';
import { useScope } from '@/shared/hooks/use-scope';
import { notifySuccess } from '@/shared/lib/notify';
import { readUserInfo } from '@/shared/storage/user-info';
import { useBrands } from '../api/brands';
import { useAllDepartments } from '../api/departments';
import { useAdminUsers, useResendInvitation, useSetUserActive } from '../api/users';
import { AdminListPage } from '../components/common/admin-list-page';
import { UserModal } from '../components/users/user-modal';
import { UserActions, useUserColumns } from '../components/users/user-columns';
import { useAdminPage } from '../hooks/use-admin-page';

/** /preferences/users (account admins): invite, edit, resend, deactivate. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const scope = useScope().data;
  const inAgency = scope?.isAgency === true && scope.clientId === scope.parentClientId;
  const paging = useAdminPage();
  const setActive = useSetUserActive();
  const list = useAdminUsers(paging.page);
  const departments = useAllDepartments();
  const brands = useBrands({ pageNo: 1, pageSize: 100, search: '' }, inAgency);
  const resend = useResendInvitation();
  const me = scope && scope.clientId === scope.parentClientId ? readUserInfo().userId : undefined;
  const departmentNames = new Map(
    (departments.data?.rows ?? []).map((d) => [d.departmentId, d.name] as const),
  );
  const columns = useUserColumns(departmentNames, me);
  const brandOptions = inAgency
    ? (brands.data?.rows ?? [])
        .filter((b) => b.isActive)
        .map((b) => ({ id: b.brandId, label: b.brandName }))
    : [];
  const resendTo = (user: TAdminUser) =>
    resend.mutate(
      { userId: user.userId },
      {
        onSuccess: () => notifySuccess(t('users.title'), t('users.resent', { email: user.email })),
      },
    );

  return (
    <AdminListPage
      area="users"
      addLabel={t('users.invite')}
      addIcon={UserPlus}
      list={list}
      paging={paging}
      columns={columns}
      idField="userId"
      setActive={setActive}
      subject={(user) => ({ email: user.email })}
      isInactive={(user) => user.status === 'deactivated'}
      actions={(user, { edit, toggle }) => (
        <UserActions
          user={user}
          isSelf={user.userId === me}
          busy={resend.isPending || toggle.busy}
          onEdit={edit}
          onResend={() => resendTo(user)}
          toggle={toggle}
        />
      )}
      editor={({ row, show, onClose }) => (
        <UserModal
          user={row}
          show={show}
          brands={brandOptions}
          isSelf={row !== null && row.userId === me}
          onClose={onClose}
        />
      )}
    />
  );
}
