import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { NavLink, useLocation } from 'react-router';
import { TruncatedLabel } from '@/shared/components/truncated-label';
import { normalizePath } from '@/shared/lib/path';
import { isMenuItemEnabled, type TMenuItem } from './menu-items';
import type { TPermissionMap } from '@resonate/contracts/features';

/** A menu item with sub-items (Analytics -> Audience analytics 360). */
export function MenuDropdown({
  item,
  permissions,
}: {
  item: TMenuItem;
  permissions: TPermissionMap;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const enabled = isMenuItemEnabled(item, permissions);
  const active = normalizePath(pathname).startsWith(normalizePath(item.href));
  return (
    <Dropdown className="app-menu__dropdown">
      <Dropdown.Toggle
        as="button"
        className={`app-menu__link app-menu__toggle${active ? ' active' : ''}`}
        disabled={!enabled}
        title={enabled ? undefined : t('menu.noAccess')}
      >
        {t(item.labelKey)}
        <ChevronDown size={14} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-dropdown-menu">
        {item.children?.map((child) => (
          <Dropdown.Item
            key={child.id}
            as={NavLink}
            to={child.href}
            end
            disabled={!isMenuItemEnabled(child, permissions)}
          >
            <TruncatedLabel text={t(child.labelKey)} />
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
