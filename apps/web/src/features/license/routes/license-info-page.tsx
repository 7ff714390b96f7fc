import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { PageHeader } from '@/shared/components/page-header';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useLicenseInfo } from '../api/licence-info';
import { CurrentLicenceCard } from '../components/current-licence-card';
import { LicenceHistory } from '../components/licence-history';
import { LicenceInfoSkeleton } from '../components/licence-info-skeleton';
import { RenewalCard } from '../components/renewal-card';
import { SeatsCard } from '../components/seats-card';
import '../components/license-info.scss';

/** /license-info (feature 54): the licence, its validity and seats, renewal and history. */
export default function LicenseInfoPage() {
  const { t } = useTranslation('pages');
  const { t: tl } = useTranslation('licence');
  const { formatDate } = useDateTimeFormat();
  const info = useLicenseInfo();

  let body;
  if (info.isPending) body = <LicenceInfoSkeleton />;
  else if (info.isError) {
    body = (
      <Alert variant="danger" className="d-flex align-items-center justify-content-between gap-3">
        {tl('info.loadError')}
        <Button variant="outline-danger" size="sm" onClick={() => void info.refetch()}>
          {tl('info.retry')}
        </Button>
      </Alert>
    );
  } else {
    const { current, daysLeft } = info.data;
    body = (
      <>
        <div className="row g-4 mb-4">
          <div className="col-lg-8">
            {current ? (
              <CurrentLicenceCard
                licence={current}
                daysLeft={daysLeft ?? 0}
                formatDate={formatDate}
              />
            ) : (
              <section className="card app-card h-100">
                <div className="card-body">
                  <h2 className="h5">{tl('info.noneTitle')}</h2>
                  <p className="mb-0 text-body-secondary">
                    {info.data.coveredByAgency ? tl('info.coveredByAgency') : tl('info.noneText')}
                  </p>
                </div>
              </section>
            )}
          </div>
          <div className="col-lg-4">
            <SeatsCard seats={current?.seats ?? 0} used={info.data.seatsUsed} />
          </div>
        </div>
        <RenewalCard canRenew={info.data.canRenew} formatDate={formatDate} />
        <LicenceHistory history={info.data.history} formatDate={formatDate} />
      </>
    );
  }

  return (
    <section className="licence-info">
      <PageHeader title={t('licenseInfo.title')} lead={tl('info.lead')} />
      {body}
    </section>
  );
}
