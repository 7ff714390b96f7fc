import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { TabBar, type TTab } from '@/shared/components/tab-bar';

const TABS: readonly TTab[] = [
  { to: paths.communication.list.getHref(), labelKey: 'tabs.list' },
  { to: paths.communication.gallery.getHref(), labelKey: 'tabs.gallery' },
  { to: paths.communication.planner.getHref(), labelKey: 'tabs.planner' },
];

/** Communication pages share a header and the tabs List, Gallery, Planner. */
export default function CommunicationLayout() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('breadcrumbs.communication')} />
      <TabBar tabs={TABS} />
      <Outlet />
    </>
  );
}
