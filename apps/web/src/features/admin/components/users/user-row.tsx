import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TAdminUser } from '@resonate/contracts/onboarding/users';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { StatusBadge } from '../common/status-badge';

export type TUserAction = 'edit' | 'resend' | 'deactivate' | 'reactivate';

/** One user: who, role, departments, status (with the invitation's expiry) and actions. */
export function UserRow({
  user,
  departmentNames,
  isSelf,
  busy,
  onAction,
}: {
  user: TAdminUser;
  departmentNames: ReadonlyMap<number, string>;
  isSelf: boolean;
  busy: boolean;
  onAction: (action: TUserAction, user: TAdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const { formatDate } = useDateTimeFormat();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <tr className={user.status === 'deactivated' ? 'is-inactive' : undefined}>
      <td>
        <span className="d-block fw-semibold">
          {name}
          {isSelf ? <span className="text-body-secondary fw-normal"> {t('users.you')}</span> : null}
        </span>
        <span className="d-block small text-body-secondary">{user.email}</span>
      </td>
      <td>
        {user.roleName ?? '—'}
        {user.isAccountAdmin ? (
          <span className="badge text-bg-primary ms-2">{t('users.adminBadge')}</span>
        ) : null}
      </td>
      <td>
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
      </td>
      <td>
        <StatusBadge status={user.status} />
        {user.invitationExpiresAt ? (
          <span className="d-block small text-body-secondary">
            {t('users.invitationUntil', { date: formatDate(user.invitationExpiresAt) })}
          </span>
        ) : null}
      </td>
      <td className="text-end text-nowrap">
        <Button size="sm" variant="link" onClick={() => onAction('edit', user)} disabled={busy}>
          {t('common.edit')}
        </Button>
        {user.status === 'not_activated' ? (
          <Button
            size="sm"
            variant="link"
            onClick={() => onAction('resend', user)}
            disabled={busy}
            aria-label={t('users.resendFor', { email: user.email })}
          >
            {t('users.resend')}
          </Button>
        ) : null}
        {isSelf ? null : user.status === 'deactivated' ? (
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => onAction('reactivate', user)}
            disabled={busy}
          >
            {t('common.reactivate')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={() => onAction('deactivate', user)}
            disabled={busy}
          >
            {t('common.deactivate')}
          </Button>
        )}
      </td>
    </tr>
  );
}
