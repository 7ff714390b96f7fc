import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { TabBar, type TTab } from '@/shared/components/tab-bar';

const TABS: readonly TTab[] = [
  { to: paths.audience.masterData.getHref(), labelKey: 'tabs.masterData' },
  { to: paths.audience.targetList.getHref(), labelKey: 'tabs.targetList' },
  { to: paths.audience.dynamicList.getHref(), labelKey: 'tabs.dynamicList' },
];

/** Audience pages share a header and the tabs Master data, Target list, Dynamic list. */
export default function AudienceLayout() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('breadcrumbs.audience')} />
      <TabBar tabs={TABS} />
      <Outlet />
    </>
  );
}
