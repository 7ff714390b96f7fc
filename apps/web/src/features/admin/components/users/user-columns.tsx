import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TAdminUser } from '@resonate/contracts/onboarding/users';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import type { TActiveToggle } from '../../hooks/use-active-toggle';
import { ActiveToggleButton } from '../common/active-toggle-button';
import type { TAdminColumn } from '../common/admin-table';
import { StatusBadge } from '../common/status-badge';

/** A user's columns: who, role, departments, status (with the invitation's expiry). */
export function useUserColumns(
  departmentNames: ReadonlyMap<number, string>,
  me: number | undefined,
): TAdminColumn<TAdminUser>[] {
  const { t } = useTranslation('admin');
  const { formatDate } = useDateTimeFormat();
  return [
    {
      header: t('users.user'),
      cell: (user) => (
        <>
          <span className="d-block fw-semibold">
            {`${user.firstName} ${user.lastName}`.trim() || user.email}
            {user.userId === me ? (
              <span className="text-body-secondary fw-normal"> {t('users.you')}</span>
            ) : null}
          </span>
          <span className="d-block small text-body-secondary">{user.email}</span>
        </>
      ),
    },
    {
      header: t('users.role'),
      cell: (user) => (
        <>
          {user.roleName ?? '—'}
          {user.isAccountAdmin ? (
            <span className="badge text-bg-primary ms-2">{t('users.adminBadge')}</span>
          ) : null}
        </>
      ),
    },
    {
      header: t('users.departments'),
      cell: (user) => (
        <span className="admin-chips">
          {user.departmentIds.length === 0 ? (
            <span className="text-body-secondary">—</span>
          ) : (
            user.departmentIds.map((id) => (
              <span key={id} className="badge text-bg-light">
                {departmentNames.get(id) ?? id}
              </span>
            ))
          )}
        </span>
      ),
    },
    {
      header: t('common.status'),
      cell: (user) => (
        <>
          <StatusBadge status={user.status} />
          {user.invitationExpiresAt ? (
            <span className="d-block small text-body-secondary">
              {t('users.invitationUntil', { date: formatDate(user.invitationExpiresAt) })}
            </span>
          ) : null}
        </>
      ),
    },
  ];
}

/** A user's actions: edit, resend a pending invitation, and (not on oneself) deactivate. */
export function UserActions({
  user,
  isSelf,
  busy,
  onEdit,
  onResend,
  toggle,
}: {
  user: TAdminUser;
  isSelf: boolean;
  busy: boolean;
  onEdit: () => void;
  onResend: () => void;
  toggle: TActiveToggle<TAdminUser>;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button size="sm" variant="link" onClick={onEdit} disabled={busy}>
        {t('common.edit')}
      </Button>
      {user.status === 'not_activated' ? (
        <Button
          size="sm"
          variant="link"
          onClick={onResend}
          disabled={busy}
          aria-label={t('users.resendFor', { email: user.email })}
        >
          {t('users.resend')}
        </Button>
      ) : null}
      {isSelf ? null : (
        <ActiveToggleButton
          row={user}
          isActive={user.status !== 'deactivated'}
          toggle={toggle}
          disabled={busy}
        />
      )}
    </>
  );
}
