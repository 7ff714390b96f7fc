import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import type { TWebhook } from '@resonate/contracts/data-exchange';
import { formatDateTime, type TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { DELIVERY_PAGE_SIZE, useDeliveries } from '../api/deliveries';
import { StatusBadge } from './status-badge';

/** A webhook's delivery log: newest first, refreshing itself while a delivery is open. */
export function DeliveriesModal({
  clientId,
  webhook,
  prefs,
  onClose,
}: {
  clientId: number;
  webhook: TWebhook;
  prefs: TDateTimePreferences;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const [pageNo, setPageNo] = useState(1);
  const log = useDeliveries(clientId, webhook.webhookId, pageNo);
  const rows = log.data?.deliveries ?? [];
  const pages = Math.max(1, Math.ceil((log.data?.totalRows ?? 0) / DELIVERY_PAGE_SIZE));

  return (
    <Modal show onHide={onClose} centered size="xl">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5 text-break">
          {t('dataExchangeSettings.log.title', { url: webhook.url })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-0">
        {rows.length === 0 ? (
          <p className="p-3 mb-0" role="status">
            {log.isPending ? t('common:app.loading') : t('dataExchangeSettings.log.empty')}
          </p>
        ) : (
          <Table
            responsive
            className="mb-0 align-middle data-exchange-table"
            aria-label={t('dataExchangeSettings.log.label')}
          >
            <thead>
              <tr>
                <th scope="col">{t('dataExchangeSettings.log.event')}</th>
                <th scope="col">{t('dataExchangeSettings.log.status')}</th>
                <th scope="col">{t('dataExchangeSettings.log.attempts')}</th>
                <th scope="col">{t('dataExchangeSettings.log.response')}</th>
                <th scope="col">{t('dataExchangeSettings.log.time')}</th>
                <th scope="col">{t('dataExchangeSettings.log.createdAt')}</th>
                <th scope="col">{t('dataExchangeSettings.log.nextAttempt')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.deliveryId}>
                  <td>
                    <code>{row.event}</code>
                  </td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>{row.attempts}</td>
                  <td>
                    {row.responseStatus ?? '—'}
                    {row.error ? <div className="small text-danger">{row.error}</div> : null}
                  </td>
                  <td>
                    {row.responseTimeMs === null
                      ? '—'
                      : t('dataExchangeSettings.log.ms', { count: row.responseTimeMs })}
                  </td>
                  <td>{formatDateTime(row.createdAt, prefs)}</td>
                  <td>{row.nextAttemptAt ? formatDateTime(row.nextAttemptAt, prefs) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <span className="small text-body-secondary">
          {t('dataExchangeSettings.log.page', { pageNo, pages })}
        </span>
        <div className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            {t('dataExchangeSettings.log.previous')}
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={pageNo >= pages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            {t('dataExchangeSettings.log.next')}
          </Button>
          <Button size="sm" onClick={onClose}>
            {t('dataExchangeSettings.close')}
          </Button>
        </div>
      </Modal.Footer>
    </Modal>
  );
}
