import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Table from 'react-bootstrap/Table';
import type { TLicenceSummary } from '@resonate/contracts/onboarding/licence';
import { LicenceStatusBadge } from './licence-status-badge';

/** Earlier licences of the account, newest first (renewals move the current one here). */
export function LicenceHistory({
  history,
  formatDate,
}: {
  history: readonly TLicenceSummary[];
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('licence');
  return (
    <section className="card app-card mb-4" aria-labelledby="licence-history-title">
      <div className="card-header d-flex align-items-center gap-2">
        <History size={18} aria-hidden="true" />
        <h2 id="licence-history-title" className="h6 mb-0">
          {t('info.history')}
        </h2>
      </div>
      {history.length === 0 ? (
        <p className="card-body mb-0 text-body-secondary">{t('info.historyEmpty')}</p>
      ) : (
        <Table responsive className="mb-0 align-middle">
          <thead>
            <tr>
              <th scope="col">{t('info.columns.type')}</th>
              <th scope="col">{t('info.columns.seats')}</th>
              <th scope="col">{t('info.columns.from')}</th>
              <th scope="col">{t('info.columns.until')}</th>
              <th scope="col">{t('info.columns.source')}</th>
              <th scope="col">{t('info.columns.reference')}</th>
              <th scope="col">{t('info.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((licence) => (
              <tr key={licence.licenceId}>
                <td className="fw-semibold">{licence.licenceTypeName}</td>
                <td>{licence.seats}</td>
                <td>{formatDate(licence.validFrom)}</td>
                <td>{formatDate(licence.validUntil)}</td>
                <td>{t(`info.source.${licence.source}`)}</td>
                <td>
                  <code className="text-body">{licence.maskedKey ?? licence.orderId ?? '—'}</code>
                </td>
                <td>
                  <LicenceStatusBadge status={licence.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
