import { Code, Globe, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import type { TSite } from '@resonate/contracts/events/sites';
import { formatDateTime, type TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { notifySuccess } from '@/shared/lib/notify';
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
  const [deleting, setDeleting] = useState<TSite | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.siteId, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess(t('analyticsSites.title'), t('analyticsSites.deleted'));
      },
    });
  };

  return (
    <section className="card app-card my-4" aria-labelledby="analytics-sites-title">
      <div className="card-header d-flex align-items-center gap-2">
        <Globe size={18} aria-hidden="true" />
        <h2 id="analytics-sites-title" className="h6 mb-0 flex-grow-1">
          {t('analyticsSites.title')}
        </h2>
        {isAdmin ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" /> {t('analyticsSites.create')}
          </Button>
        ) : null}
      </div>
      <p className="card-body pb-0 mb-0 small text-body-secondary">{t('analyticsSites.lead')}</p>
      {sites.data && sites.data.length > 0 ? (
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
            {sites.data.map((site) => (
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
                      onClick={() => setDeleting(site)}
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
      ) : sites.isPending ? (
        <div className="card-body" aria-busy="true">
          <span className="placeholder-glow d-block" role="status">
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-8" />
            <span className="visually-hidden">{t('common:app.loading')}</span>
          </span>
        </div>
      ) : (
        <p className="card-body mb-0" role="status">
          {t(isAdmin ? 'analyticsSites.empty' : 'analyticsSites.emptyViewer')}
        </p>
      )}
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
      <ConfirmModal
        show={deleting !== null}
        title={t('analyticsSites.deleteTitle')}
        body={t('analyticsSites.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('analyticsSites.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
