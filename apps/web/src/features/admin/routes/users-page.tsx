import { UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { ADMIN_PAGE_SIZE } from '@resonate/contracts/onboarding/admin-common';
import type { TAdminUser } from '@resonate/contracts/onboarding/users';
import { useScope } from '@/shared/hooks/use-scope';
import { notifySuccess } from '@/shared/lib/notify';
import { readUserInfo } from '@/shared/storage/user-info';
import { useBrands } from '../api/brands';
import { useAllDepartments } from '../api/departments';
import { useAdminUsers, useResendInvitation, useSetUserActive } from '../api/users';
import { AdminShell } from '../components/common/admin-shell';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { ListCard } from '../components/common/list-card';
import { UserModal } from '../components/users/user-modal';
import { UserRow, type TUserAction } from '../components/users/user-row';

/** /preferences/users (account admins): invite, edit, resend, deactivate. */
export default function UsersPage() {
  const { t } = useTranslation('admin');
  const scope = useScope().data;
  const inAgency = scope?.isAgency === true && scope.clientId === scope.parentClientId;
  const [page, setPage] = useState({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE, search: '' });
  const list = useAdminUsers(page);
  const departments = useAllDepartments();
  const brands = useBrands({ pageNo: 1, pageSize: 100, search: '' }, inAgency);
  const resend = useResendInvitation();
  const setActive = useSetUserActive();
  const [editing, setEditing] = useState<TAdminUser | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<TAdminUser | null>(null);
  const onSearch = useCallback(
    (search: string) => setPage((p) => ({ ...p, search, pageNo: 1 })),
    [],
  );
  const me = scope && scope.clientId === scope.parentClientId ? readUserInfo().userId : undefined;
  const departmentNames = new Map(
    (departments.data?.rows ?? []).map((d) => [d.departmentId, d.name] as const),
  );
  const brandOptions = inAgency
    ? (brands.data?.rows ?? [])
        .filter((b) => b.isActive)
        .map((b) => ({ id: b.brandId, label: b.brandName }))
    : [];

  const toggle = (user: TAdminUser, active: boolean) =>
    setActive.mutate(
      { userId: user.userId, active },
      {
        onSuccess: () => {
          setDeactivating(null);
          const key = active ? 'users.reactivated' : 'users.deactivated';
          notifySuccess(t('users.title'), t(key, { email: user.email }));
        },
      },
    );
  const onAction = (action: TUserAction, user: TAdminUser) => {
    if (action === 'edit') setEditing(user);
    else if (action === 'deactivate') setDeactivating(user);
    else if (action === 'reactivate') toggle(user, true);
    else {
      resend.mutate(
        { userId: user.userId },
        {
          onSuccess: () =>
            notifySuccess(t('users.title'), t('users.resent', { email: user.email })),
        },
      );
    }
  };

  return (
    <AdminShell
      title={t('users.title')}
      lead={t('users.lead')}
      actions={
        <Button onClick={() => setEditing('new')}>
          <UserPlus size={16} aria-hidden="true" /> {t('users.invite')}
        </Button>
      }
    >
      <ListCard
        label={t('users.title')}
        searchLabel={t('users.search')}
        onSearch={onSearch}
        loading={list.isPending}
        empty={page.search ? t('common.noMatch') : t('users.empty')}
        totalRows={list.data?.totalRows ?? 0}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        onPage={(pageNo) => setPage((p) => ({ ...p, pageNo }))}
      >
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('users.user')}</th>
              <th scope="col">{t('users.role')}</th>
              <th scope="col">{t('users.departments')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.rows.map((user) => (
              <UserRow
                key={user.userId}
                user={user}
                departmentNames={departmentNames}
                isSelf={user.userId === me}
                busy={resend.isPending || setActive.isPending}
                onAction={onAction}
              />
            ))}
          </tbody>
        </Table>
      </ListCard>
      <UserModal
        user={editing === 'new' ? null : editing}
        show={editing !== null}
        brands={brandOptions}
        isSelf={editing !== 'new' && editing !== null && editing.userId === me}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        show={deactivating !== null}
        title={t('users.deactivateTitle')}
        body={t('users.deactivateBody', { email: deactivating?.email ?? '' })}
        confirmLabel={t('common.deactivate')}
        busy={setActive.isPending}
        onConfirm={() => deactivating && toggle(deactivating, false)}
        onCancel={() => setDeactivating(null)}
      />
    </AdminShell>
  );
}
