import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TAdminDepartment } from '@resonate/contracts/onboarding/departments';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useAdminDepartments, useSetDepartmentActive } from '../api/departments';
import { ActiveToggleButton } from '../components/common/active-toggle-button';
import { AdminListPage } from '../components/common/admin-list-page';
import type { TAdminColumn } from '../components/common/admin-table';
import { StatusBadge } from '../components/common/status-badge';
import { DepartmentModal } from '../components/departments/department-modal';
import { useAdminPage } from '../hooks/use-admin-page';

/** /preferences/departments (account admins): create, rename, deactivate. */
export default function DepartmentsPage() {
  const { t } = useTranslation('admin');
  const { formatDate } = useDateTimeFormat();
  const paging = useAdminPage();
  const setActive = useSetDepartmentActive();
  const list = useAdminDepartments(paging.page);
  const columns: TAdminColumn<TAdminDepartment>[] = [
    { header: t('departments.name'), cell: (d) => d.name, className: 'fw-semibold' },
    { header: t('departments.users'), cell: (d) => d.userCount },
    { header: t('common.created'), cell: (d) => formatDate(d.createdAt) },
    {
      header: t('common.status'),
      cell: (d) => <StatusBadge status={d.isActive ? 'active' : 'inactive'} />,
    },
  ];

  return (
    <AdminListPage
      area="departments"
      list={list}
      paging={paging}
      columns={columns}
      idField="departmentId"
      setActive={setActive}
      subject={(d) => ({ name: d.name })}
      actions={(d, { edit, toggle }) => (
        <>
          <Button size="sm" variant="link" onClick={edit}>
            {t('departments.rename')}
          </Button>
          <ActiveToggleButton row={d} isActive={d.isActive} toggle={toggle} />
        </>
      )}
      editor={({ row, show, onClose }) => (
        <DepartmentModal department={row} show={show} onClose={onClose} />
      )}
    />
  );
}
