import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { TAdminDepartment } from '@resonate/contracts/onboarding/departments';
import { ADMIN_PAGE_SIZE } from '@resonate/contracts/onboarding/admin-common';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { notifySuccess } from '@/shared/lib/notify';
import { useAdminDepartments, useSetDepartmentActive } from '../api/departments';
import { AdminShell } from '../components/common/admin-shell';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { ListCard } from '../components/common/list-card';
import { StatusBadge } from '../components/common/status-badge';
import { DepartmentModal } from '../components/departments/department-modal';

/** /preferences/departments (account admins): create, rename, deactivate. */
export default function DepartmentsPage() {
  const { t } = useTranslation('admin');
  const { formatDate } = useDateTimeFormat();
  const [page, setPage] = useState({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE, search: '' });
  const list = useAdminDepartments(page);
  const setActive = useSetDepartmentActive();
  const [editing, setEditing] = useState<TAdminDepartment | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<TAdminDepartment | null>(null);
  const onSearch = useCallback(
    (search: string) => setPage((p) => ({ ...p, search, pageNo: 1 })),
    [],
  );

  const toggle = (department: TAdminDepartment, active: boolean) =>
    setActive.mutate(
      { departmentId: department.departmentId, active },
      {
        onSuccess: () => {
          setDeactivating(null);
          const key = active ? 'departments.reactivated' : 'departments.deactivated';
          notifySuccess(t('departments.title'), t(key, { name: department.name }));
        },
      },
    );

  return (
    <AdminShell
      title={t('departments.title')}
      lead={t('departments.lead')}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" /> {t('departments.add')}
        </Button>
      }
    >
      <ListCard
        label={t('departments.title')}
        searchLabel={t('departments.search')}
        onSearch={onSearch}
        loading={list.isPending}
        empty={page.search ? t('common.noMatch') : t('departments.empty')}
        totalRows={list.data?.totalRows ?? 0}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        onPage={(pageNo) => setPage((p) => ({ ...p, pageNo }))}
      >
        <Table responsive hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('departments.name')}</th>
              <th scope="col">{t('departments.users')}</th>
              <th scope="col">{t('common.created')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data?.rows.map((d) => (
              <tr key={d.departmentId} className={d.isActive ? undefined : 'is-inactive'}>
                <td className="fw-semibold">{d.name}</td>
                <td>{d.userCount}</td>
                <td>{formatDate(d.createdAt)}</td>
                <td>
                  <StatusBadge status={d.isActive ? 'active' : 'inactive'} />
                </td>
                <td className="text-end text-nowrap">
                  <Button size="sm" variant="link" onClick={() => setEditing(d)}>
                    {t('departments.rename')}
                  </Button>
                  {d.isActive ? (
                    <Button size="sm" variant="outline-danger" onClick={() => setDeactivating(d)}>
                      {t('common.deactivate')}
                    </Button>
                  ) : (
                    <Button size="sm" variant="outline-secondary" onClick={() => toggle(d, true)}>
                      {t('common.reactivate')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ListCard>
      <DepartmentModal
        department={editing === 'new' ? null : editing}
        show={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        show={deactivating !== null}
        title={t('departments.deactivateTitle')}
        body={t('departments.deactivateBody', { name: deactivating?.name ?? '' })}
        confirmLabel={t('common.deactivate')}
        busy={setActive.isPending}
        onConfirm={() => deactivating && toggle(deactivating, false)}
        onCancel={() => setDeactivating(null)}
      />
    </AdminShell>
  );
}
