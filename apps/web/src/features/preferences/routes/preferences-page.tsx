import {
  Bell,
  BellRing,
  Building2,
  ChevronRight,
  Database,
  KeyRound,
  Mail,
  Network,
  ScrollText,
  Settings,
  ShieldCheck,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { canView, featureOfPath } from '@resonate/contracts/features';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { readPermissions } from '@/shared/storage/permissions';
import { useAppStore } from '@/shared/store/app-store';

type TSection = { id: string; href: string; Icon: ComponentType<{ size?: number }> };

const SECTIONS: readonly TSection[] = [
  { id: 'myProfile', href: paths.preferences.myProfile.getHref(), Icon: UserRound },
  { id: 'accountSettings', href: paths.preferences.accountSettings.getHref(), Icon: Settings },
  {
    id: 'alertsAndNotifications',
    href: paths.preferences.alertsAndNotifications.getHref(),
    Icon: BellRing,
  },
  { id: 'notifications', href: paths.preferences.notifications.getHref(), Icon: Bell },
  {
    id: 'communicationSettings',
    href: paths.preferences.communicationSettings.getHref(),
    Icon: Mail,
  },
  { id: 'dataExchange', href: paths.preferences.dataExchange.getHref(), Icon: Database },
];

/** Administration (account admins only; texts in the `admin` namespace). */
const ADMIN_SECTIONS: readonly TSection[] = [
  { id: 'users', href: paths.preferences.users.getHref(), Icon: UsersRound },
  { id: 'roles', href: paths.preferences.roles.getHref(), Icon: ShieldCheck },
  { id: 'departments', href: paths.preferences.departments.getHref(), Icon: Network },
  { id: 'brands', href: paths.preferences.brands.getHref(), Icon: Building2 },
  { id: 'security', href: paths.preferences.security.getHref(), Icon: KeyRound },
  { id: 'auditLog', href: paths.preferences.auditLog.getHref(), Icon: ScrollText },
];

/**
 * /preferences: a card per preferences page the user may view (the feature of its path, as the
 * route guard decides it: a card the guard would bounce is not offered); account admins also get
 * the administration.
 */
export default function PreferencesPage() {
  const { t } = useTranslation('pages');
  const { t: ta } = useTranslation('admin');
  const isAdmin = useAppStore((state) => state.accountAdmin === true);
  const agencyHome = useAppStore(
    (state) => state.isAgency && (state.parentClientId ?? state.clientId) === state.clientId,
  );
  const adminSections = ADMIN_SECTIONS.filter(({ id }) => id !== 'brands' || agencyHome).map(
    (section) => ({
      ...section,
      title: ta(`cards.${section.id}.title`),
      description: ta(`cards.${section.id}.description`),
    }),
  );
  const permissions = readPermissions();
  const sections = [
    ...SECTIONS.filter(({ href }) => canView(permissions, featureOfPath(href))).map((section) => ({
      ...section,
      title: t(`${section.id}.title`),
      description: t(`${section.id}.description`),
    })),
    ...(isAdmin ? adminSections : []),
  ];
  return (
    <>
      <PageHeader title={t('preferences.title')} lead={t('preferences.description')} />
      <div className="row g-3">
        {sections.map(({ id, href, Icon, title, description }) => (
          <div key={id} className="col-12 col-md-6 col-xl-4">
            <Link to={href} className="card app-card app-card--link h-100">
              <div className="card-body d-flex gap-3 align-items-start">
                <span className="app-card__icon" aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span className="flex-grow-1">
                  <span className="d-block fw-semibold">{title}</span>
                  <span className="d-block small text-body-secondary mt-1">{description}</span>
                </span>
                <ChevronRight
                  size={18}
                  aria-hidden="true"
                  className="text-body-tertiary flex-shrink-0"
                />
              </div>
            </Link>
          </div>
        ))}
      </div>
    </>
  );
}
