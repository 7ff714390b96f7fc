import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { PlaceholderPage } from '@/shared/components/placeholder-page';
import { TabBar, type TTab } from '@/shared/components/tab-bar';

const TABS: readonly TTab[] = [{ to: paths.analytics.root.getHref(), labelKey: 'tabs.list' }];

/** /analytics: the analytics index with its single tab, List. */
export default function AnalyticsPage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('analytics.title')} />
      <TabBar tabs={TABS} />
      <PlaceholderPage id="analytics" withHeader={false} />
    </>
  );
}
