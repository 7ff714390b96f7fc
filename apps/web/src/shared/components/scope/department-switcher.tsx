import { Check, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { useScope, useSwitchScope } from '../../hooks/use-scope';
import { isDepartmentVariant } from '../../lib/menu-variant';
import { TruncatedLabel } from '../truncated-label';

/**
 * The department the session works in, among the departments of the active company the user
 * belongs to (User/GetDepartmentList's list, carried by the scope). Shown in the department
 * variant of the menu, when there is a department to pick.
 */
export function DepartmentSwitcher({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t } = useTranslation();
  const scope = useScope();
  const switchScope = useSwitchScope();
  const data = scope.data;
  if (!data) return null;
  const variant = isDepartmentVariant({
    departmentCount: data.departmentList.length,
    licenseTypeId: data.licenseTypeId,
  });
  if (!variant || data.departmentList.length === 0) return null;
  const active = data.departmentList.find((d) => d.departmentId === data.departmentId);
  const label = active?.departmentName ?? t('scope.allDepartments');
  const pick = (departmentId: number) => {
    if (departmentId !== data.departmentId) {
      switchScope.mutate({ clientId: data.clientId, departmentId });
    }
  };
  const options = [
    { departmentId: 0, departmentName: t('scope.allDepartments') },
    ...data.departmentList,
  ];
  return (
    <Dropdown align={align}>
      <Dropdown.Toggle
        as="button"
        className="app-icon-button app-icon-button--text app-scope-toggle"
        aria-label={t('scope.departmentLabel', { name: label })}
        disabled={switchScope.isPending}
      >
        <Users size={18} aria-hidden="true" />
        <span className="d-none d-md-inline">
          <TruncatedLabel text={label} />
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-dropdown-menu">
        <Dropdown.Header>{t('scope.departments')}</Dropdown.Header>
        {options.map((department) => (
          <Dropdown.Item
            key={department.departmentId}
            as="button"
            active={department.departmentId === data.departmentId}
            onClick={() => pick(department.departmentId)}
          >
            <span className="flex-grow-1">
              <TruncatedLabel text={department.departmentName} />
            </span>
            {department.departmentId === data.departmentId ? (
              <Check size={16} aria-hidden="true" />
            ) : null}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
