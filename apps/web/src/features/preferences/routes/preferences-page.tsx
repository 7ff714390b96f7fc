import { Bell, BellRing, ChevronRight, Database, Mail, Settings, UserRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';

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

/** /preferences: a card per preferences page. */
export default function PreferencesPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('preferences.title')} lead={t('preferences.description')} />
      <div className="row g-3">
        {SECTIONS.map(({ id, href, Icon }) => (
          <div key={id} className="col-12 col-md-6 col-xl-4">
            <Link to={href} className="card app-card app-card--link h-100">
              <div className="card-body d-flex gap-3 align-items-start">
                <span className="app-card__icon" aria-hidden="true">
                  <Icon size={20} />
                </span>
                <span className="flex-grow-1">
                  <span className="d-block fw-semibold">{t(`${id}.title`)}</span>
                  <span className="d-block small text-body-secondary mt-1">
                    {t(`${id}.description`)}
                  </span>
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
