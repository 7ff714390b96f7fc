import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  PERMISSION_ACTIONS,
  ROLE_FEATURES,
  type TPermissionAction,
  type TRolePermission,
} from '@resonate/contracts/onboarding/roles';

/**
 * Rows of features, columns of actions. Create, edit and delete imply view, so ticking one
 * ticks view, and unticking view clears the others (the server refuses the contrary anyway).
 */
export function PermissionMatrix({
  value,
  onChange,
  disabled,
}: {
  value: readonly TRolePermission[];
  onChange: (next: TRolePermission[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const set = (featureId: number, action: TPermissionAction, on: boolean) =>
    onChange(
      value.map((p) => {
        if (p.featureId !== featureId) return p;
        if (action === 'canView' && !on) {
          return { ...p, canView: false, canCreate: false, canEdit: false, canDelete: false };
        }
        return { ...p, [action]: on, canView: p.canView || on };
      }),
    );
  const column = (action: TPermissionAction, on: boolean) =>
    onChange(
      value.map((p) =>
        action === 'canView' && !on
          ? { ...p, canView: false, canCreate: false, canEdit: false, canDelete: false }
          : { ...p, [action]: on, canView: p.canView || on },
      ),
    );

  return (
    <Table size="sm" className="permission-matrix" aria-label={t('roles.permissions')}>
      <thead>
        <tr>
          <th scope="col">{t('roles.feature')}</th>
          {PERMISSION_ACTIONS.map((action) => {
            const all = value.every((p) => p[action]);
            return (
              <th scope="col" key={action}>
                <span className="d-block">{t(`roles.actions.${action}`)}</span>
                <Form.Check
                  type="checkbox"
                  aria-label={t('roles.allFor', { action: t(`roles.actions.${action}`) })}
                  checked={all}
                  disabled={disabled}
                  onChange={(event) => column(action, event.target.checked)}
                />
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {ROLE_FEATURES.map(({ featureId, key }) => {
          const permission = value.find((p) => p.featureId === featureId);
          const feature = t(`features.${key}`);
          return (
            <tr key={featureId}>
              <th scope="row" className="fw-normal">
                {feature}
              </th>
              {PERMISSION_ACTIONS.map((action) => (
                <td key={action}>
                  <Form.Check
                    type="checkbox"
                    aria-label={t('roles.actionOn', {
                      action: t(`roles.actions.${action}`),
                      feature,
                    })}
                    checked={permission?.[action] ?? false}
                    disabled={disabled}
                    onChange={(event) => set(featureId, action, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
