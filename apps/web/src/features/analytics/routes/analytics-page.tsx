import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { Pager } from '@/shared/components/pager';
import { TabBar, type TTab } from '@/shared/components/tab-bar';
import { useUserReport } from '../api/user-report';
import { PeopleFilters } from '../components/people-filters';
import { PeopleTable } from '../components/people-table';
import { TableSkeleton } from '../components/skeletons';
import { reportRequest, useReportView } from '../hooks/use-report-view';
import '../components/analytics.scss';

const TABS: readonly TTab[] = [{ to: paths.analytics.root.getHref(), labelKey: 'tabs.list' }];

/** /analytics, tab List: the audience with its engagement, filtered, sorted and paged. */
export default function AnalyticsPage() {
  const { t } = useTranslation(['pages', 'analytics360']);
  const { view, update } = useReportView();
  const people = useUserReport(reportRequest(view));
  const page = people.data;
  const filtered = Boolean(view.search || view.segment || view.channelId);

  return (
    <>
      <PageHeader
        title={t('pages:analytics.title')}
        actions={
          <Link className="btn btn-outline-primary" to={paths.analytics.audience360.getHref()}>
            {t('analytics360:list.findPerson')}
          </Link>
        }
      />
      <TabBar tabs={TABS} />
      <section className="people" aria-labelledby="people-title">
        <div className="people__heading">
          <h2 id="people-title" className="h5 mb-0">
            {t('analytics360:list.title')}
          </h2>
          {page ? (
            <span className="people__total" aria-live="polite">
              {t(page.isEstimate ? 'analytics360:list.totalAbout' : 'analytics360:list.total', {
                count: page.total,
                total: page.total.toLocaleString('en-GB'),
              })}
            </span>
          ) : null}
        </div>
        <PeopleFilters view={view} onChange={update} />
        <div className="card app-card">
          {people.isError && !page ? (
            <div className="card-body" role="alert">
              <p>{t('analytics360:state.error')}</p>
              <Button variant="outline-primary" size="sm" onClick={() => void people.refetch()}>
                {t('analytics360:state.retry')}
              </Button>
            </div>
          ) : !page ? (
            <TableSkeleton label={t('analytics360:state.loading')} />
          ) : page.rows.length === 0 ? (
            <div className="card-body text-center text-body-secondary" role="status">
              <p className="mb-0">
                {filtered ? t('analytics360:list.noMatch') : t('analytics360:list.empty')}
              </p>
            </div>
          ) : (
            <>
              <PeopleTable rows={page.rows} busy={people.isFetching} />
              <Pager
                className="card-footer"
                pageNo={view.pageNo}
                pageSize={view.pageSize}
                totalRows={page.total}
                onPage={(pageNo) => update({ pageNo })}
              />
            </>
          )}
        </div>
      </section>
    </>
  );
}
