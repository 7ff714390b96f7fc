import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';

export type TRowAction = { key: string; label: string; onSelect: () => void; danger?: boolean };

/** The "…" menu of a table row; a keyboard opens it with Enter and moves with the arrows. */
export function ListRowMenu({ name, actions }: { name: string; actions: TRowAction[] }) {
  const { t } = useTranslation('audienceLists');
  return (
    <Dropdown align="end" className="list-row-menu">
      <Dropdown.Toggle
        variant="link"
        size="sm"
        className="app-icon-button app-icon-button--sm"
        aria-label={t('actions.more', { name })}
      >
        <MoreHorizontal size={18} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu popperConfig={{ strategy: 'fixed' }}>
        {actions.map((action) => (
          <Dropdown.Item
            key={action.key}
            as="button"
            className={action.danger ? 'text-danger' : undefined}
            onClick={action.onSelect}
          >
            {action.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
