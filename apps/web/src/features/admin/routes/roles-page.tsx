import { Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TRole } from '@resonate/contracts/onboarding/roles';
import { ROLE_FEATURES } from '@resonate/contracts/onboarding/roles';
import { notifyError, notifySuccess } from '@/shared/lib/notify';
import { useDeleteRole, useRoles } from '../api/roles';
import { AdminShell } from '../components/common/admin-shell';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { AdminTable, type TAdminColumn } from '../components/common/admin-table';
import { RoleModal } from '../components/roles/role-modal';

/** /preferences/roles (account admins): roles as sets of feature permissions. */
export default function RolesPage() {
  const { t } = useTranslation('admin');
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<TRole | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TRole | null>(null);

  const columns: TAdminColumn<TRole>[] = [
    {
      header: t('roles.name'),
      className: 'fw-semibold',
      cell: (role) => (
        <>
          <ShieldCheck size={16} aria-hidden="true" className="me-2 text-primary" />
          {role.name}
        </>
      ),
    },
    {
      header: t('roles.access'),
      cell: (role) =>
        t('roles.featureCount', {
          count: role.permissions.filter((p) => p.canView).length,
          total: ROLE_FEATURES.length,
        }),
    },
    { header: t('roles.holders'), cell: (role) => t('roles.userCount', { count: role.userCount }) },
  ];

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.roleId, {
      onSuccess: () => {
        notifySuccess(t('roles.title'), t('roles.deleted', { name: deleting.name }));
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(t('roles.title'), error.message);
        setDeleting(null);
      },
    });

  return (
    <AdminShell
      title={t('roles.title')}
      lead={t('roles.lead')}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus size={16} aria-hidden="true" /> {t('roles.add')}
        </Button>
      }
    >
      <section className="card app-card admin-list" aria-label={t('roles.title')}>
        {roles.isPending ? (
          <div className="admin-list__skeleton" role="status" aria-label={t('common.loading')}>
            {[0, 1, 2].map((row) => (
              <span key={row} className="placeholder-glow d-block">
                <span className="placeholder col-12" />
              </span>
            ))}
          </div>
        ) : (
          <AdminTable
            columns={columns}
            rows={roles.data ?? []}
            rowKey={(role) => role.roleId}
            actions={(role) => (
              <>
                <Button size="sm" variant="link" onClick={() => setEditing(role)}>
                  {t('common.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  disabled={role.userCount > 0}
                  title={role.userCount > 0 ? t('roles.inUse') : undefined}
                  onClick={() => setDeleting(role)}
                >
                  {t('common.delete')}
                </Button>
              </>
            )}
          />
        )}
      </section>
      <RoleModal
        role={editing === 'new' ? null : editing}
        show={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        show={deleting !== null}
        title={t('roles.deleteTitle')}
        body={t('roles.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </AdminShell>
  );
}
