import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import Table from 'react-bootstrap/Table';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useImports } from '../../api/imports/import-queries';
import { useNumberFormat } from '../../hooks/imports/use-number-format';
import { ImportStatusBadge } from './import-status-badge';

const PAGE_SIZE = 10;

/** The client's recent imports with their outcome, newest first, paged on the server. */
export function ImportHistory() {
  const { t } = useTranslation('audienceImport');
  const { formatDateTime } = useDateTimeFormat();
  const number = useNumberFormat();
  const [pageNo, setPageNo] = useState(1);
  const imports = useImports({ pageNo, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((imports.data?.total ?? 0) / PAGE_SIZE));

  return (
    <section className="import-card" aria-labelledby="import-history-title">
      <h3 id="import-history-title" className="h6">
        {t('history.title')}
      </h3>
      {imports.isError ? <p className="text-danger mb-0">{t('history.loadFailed')}</p> : null}
      {imports.isPending ? (
        <Placeholder as="div" animation="glow" aria-hidden="true">
          <Placeholder xs={12} className="mb-2" />
          <Placeholder xs={10} className="mb-2" />
          <Placeholder xs={11} />
        </Placeholder>
      ) : null}
      {imports.data && imports.data.rows.length === 0 ? (
        <p className="text-body-secondary mb-0">{t('history.empty')}</p>
      ) : null}
      {imports.data && imports.data.rows.length > 0 ? (
        <>
          <div className="table-responsive">
            <Table size="sm" hover className="import-history align-middle mb-2">
              <thead>
                <tr>
                  <th scope="col">{t('history.started')}</th>
                  <th scope="col">{t('history.files')}</th>
                  <th scope="col">{t('history.status')}</th>
                  <th scope="col" className="text-end">
                    {t('history.rows')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('history.added')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('history.updated')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('history.rejected')}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t('history.view')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {imports.data.rows.map((row) => (
                  <tr key={row.importId}>
                    <td className="text-nowrap">
                      {formatDateTime(row.startedAt ?? row.createdAt)}
                    </td>
                    <td className="import-history__files" title={row.fileNames.join(', ')}>
                      {row.fileNames.join(', ')}
                    </td>
                    <td>
                      <ImportStatusBadge status={row.status} />
                    </td>
                    <td className="text-end">{number(row.rowsRead)}</td>
                    <td className="text-end">{number(row.rowsInserted)}</td>
                    <td className="text-end">{number(row.rowsUpdated)}</td>
                    <td className="text-end">{number(row.rowsRejected)}</td>
                    <td className="text-end">
                      <Link
                        to={paths.audience.importProgress.getHref(row.importId)}
                        aria-label={t('history.viewImport', { id: row.importId })}
                      >
                        {t('history.view')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          {pages > 1 ? (
            <div className="import-history__pager">
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={pageNo <= 1}
                onClick={() => setPageNo(pageNo - 1)}
              >
                {t('history.previous')}
              </Button>
              <span>{t('history.page', { page: pageNo, pages })}</span>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={pageNo >= pages}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('history.next')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
