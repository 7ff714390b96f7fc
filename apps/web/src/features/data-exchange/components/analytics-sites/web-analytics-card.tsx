import { Code, Globe, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import type { TSite } from '@resonate/contracts/events/sites';
import { formatDateTime, type TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { DataExchangeCard } from '../data-exchange-card';
import { CreateSiteModal } from './create-site-modal';
import { useDeleteSite, useSites } from './sites-api';
import { SnippetCopy } from './snippet-copy';

/**
 * Web analytics: the sites that load our snippet with a public site key, and the domains it is
 * accepted from. Everyone with the page sees them and copies a snippet; account admins add and
 * delete sites.
 */
export function WebAnalyticsCard({
  clientId,
  isAdmin,
  prefs,
}: {
  clientId: number;
  isAdmin: boolean;
  prefs: TDateTimePreferences;
}) {
  const { t } = useTranslation('pages');
  const sites = useSites(clientId);
  const remove = useDeleteSite(clientId);
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<TSite | null>(null);

  return (
    <DataExchangeCard
      titleId="analytics-sites-title"
      icon={Globe}
      title={t('analyticsSites.title')}
      lead={t('analyticsSites.lead')}
      addLabel={isAdmin ? t('analyticsSites.create') : null}
      onAdd={() => setCreating(true)}
      className="my-4"
      rows={sites}
      loading={
        <div className="card-body" aria-busy="true">
          <span className="placeholder-glow d-block" role="status">
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-8" />
            <span className="visually-hidden">{t('common:app.loading')}</span>
          </span>
        </div>
      }
      empty={t(isAdmin ? 'analyticsSites.empty' : 'analyticsSites.emptyViewer')}
      removal={{
        mutation: remove,
        idOf: (site) => site.siteId,
        title: t('analyticsSites.deleteTitle'),
        body: (site) => t('analyticsSites.deleteBody', { name: site.name }),
        confirmLabel: t('analyticsSites.delete'),
        done: t('analyticsSites.deleted'),
      }}
      dialogs={
        <>
          <CreateSiteModal clientId={clientId} show={creating} onClose={() => setCreating(false)} />
          <Modal show={showing !== null} onHide={() => setShowing(null)} centered size="lg">
            <Modal.Header closeButton>
              <Modal.Title as="h2" className="h5">
                {t('analyticsSites.snippetTitle', { name: showing?.name ?? '' })}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>{showing ? <SnippetCopy snippet={showing.snippet} /> : null}</Modal.Body>
            <Modal.Footer>
              <Button onClick={() => setShowing(null)}>{t('analyticsSites.done')}</Button>
            </Modal.Footer>
          </Modal>
        </>
      }
    >
      {(rows, ask) => (
        <Table responsive className="mb-0 mt-3 align-middle data-exchange-table">
          <thead>
            <tr>
              <th scope="col">{t('analyticsSites.name')}</th>
              <th scope="col">{t('analyticsSites.domains')}</th>
              <th scope="col">{t('analyticsSites.siteKey')}</th>
              <th scope="col">{t('analyticsSites.createdAt')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('analyticsSites.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((site) => (
              <tr key={site.siteId}>
                <td className="fw-semibold">{site.name}</td>
                <td>
                  {site.domains.map((domain) => (
                    <span key={domain} className="badge text-bg-light me-1">
                      {domain}
                    </span>
                  ))}
                </td>
                <td>
                  <code>{site.siteKey}</code>
                </td>
                <td>{formatDateTime(site.createdAt, prefs)}</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => setShowing(site)}
                    aria-label={t('analyticsSites.showSnippetNamed', { name: site.name })}
                  >
                    <Code size={16} aria-hidden="true" /> {t('analyticsSites.showSnippet')}
                  </Button>
                  {isAdmin ? (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      className="ms-2"
                      onClick={() => ask(site)}
                      aria-label={t('analyticsSites.deleteNamed', { name: site.name })}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </DataExchangeCard>
  );
}
