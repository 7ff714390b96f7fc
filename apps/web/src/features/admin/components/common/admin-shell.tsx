import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { useScope } from '@/shared/hooks/use-scope';
import '../admin.scss';

/**
 * Every administration page: header, the section tabs and the page body. Brands is an agency
 * matter, so its tab shows only while an agency admin works in the agency itself.
 */
export function AdminShell({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const scope = useScope().data;
  const inAgency = scope?.isAgency === true && scope.clientId === scope.parentClientId;
  const tabs = [
    { to: paths.preferences.users.getHref(), label: t('tabs.users') },
    { to: paths.preferences.roles.getHref(), label: t('tabs.roles') },
    { to: paths.preferences.departments.getHref(), label: t('tabs.departments') },
    ...(inAgency ? [{ to: paths.preferences.brands.getHref(), label: t('tabs.brands') }] : []),
  ];
  return (
    <>
      <PageHeader title={title} lead={lead} actions={actions} />
      <nav aria-label={t('tabs.label')} className="app-tabs">
        <ul className="nav nav-underline">
          {tabs.map((tab) => (
            <li key={tab.to} className="nav-item">
              <NavLink to={tab.to} end className="nav-link">
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {scope && scope.clientId !== scope.parentClientId ? (
        <div className="alert alert-info py-2 small" role="status">
          {t('common.workingIn', {
            name: scope.clientList.find((c) => c.clientId === scope.clientId)?.clientName ?? '',
          })}
        </div>
      ) : null}
      {children}
    </>
  );
}
