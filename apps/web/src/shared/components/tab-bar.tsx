import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

export type TTab = { to: string; labelKey: string };

/**
 * The section tabs of an area (communication, audience, analytics): links, one per page. A tab
 * stays active on its sub-pages (a contact under Master data, a list under Dynamic list), so no
 * tab's path may be the prefix of another's.
 */
export function TabBar({ tabs }: { tabs: readonly TTab[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tabs.label')} className="app-tabs">
      <ul className="nav nav-underline">
        {tabs.map((tab) => (
          <li key={tab.to} className="nav-item">
            <NavLink to={tab.to} className="nav-link">
              {t(tab.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
