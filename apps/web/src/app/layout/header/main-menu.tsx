import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { NavLink } from 'react-router';
import { TruncatedLabel } from '@/shared/components/truncated-label';
import { readPermissions } from '@/shared/storage/permissions';
import { isMenuItemEnabled, MENU_ITEMS } from './menu-items';
import { MenuDropdown } from './menu-dropdown';
import { MenuLink } from './menu-link';

/** The inline top menu, from the lg breakpoint up. */
export function DesktopMenu() {
  const { t } = useTranslation();
  const permissions = readPermissions();
  return (
    <nav aria-label={t('menu.label')} className="app-menu d-none d-lg-flex">
      {MENU_ITEMS.map((item) =>
        item.children ? (
          <MenuDropdown key={item.id} item={item} permissions={permissions} />
        ) : (
          <MenuLink
            key={item.id}
            href={item.href}
            labelKey={item.labelKey}
            enabled={isMenuItemEnabled(item, permissions)}
          />
        ),
      )}
    </nav>
  );
}

/** Below lg: one dropdown holding the same items, sub-items flattened. */
export function MobileMenu() {
  const { t } = useTranslation();
  const permissions = readPermissions();
  const flat = MENU_ITEMS.flatMap((item) => item.children ?? [item]);
  return (
    <Dropdown className="d-lg-none">
      <Dropdown.Toggle as="button" className="app-icon-button" aria-label={t('menu.open')}>
        <Menu size={20} aria-hidden="true" />
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-dropdown-menu">
        {flat.map((item) => (
          <Dropdown.Item
            key={item.id}
            as={NavLink}
            to={item.href}
            end
            disabled={!isMenuItemEnabled(item, permissions)}
          >
            <TruncatedLabel text={t(item.labelKey)} />
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
