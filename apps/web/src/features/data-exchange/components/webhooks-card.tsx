import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { TWebhook } from '@resonate/contracts/data-exchange';
import type { TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { notifySuccess } from '@/shared/lib/notify';
import { useWebhookMutations, useWebhooks } from '../api/webhooks';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { DeliveriesModal } from './deliveries-modal';
import { SecretReveal } from './secret-reveal';
import { StatusBadge } from './status-badge';
import { WebhookFormModal } from './webhook-form-modal';

/** Webhooks: the list, and per webhook its log; account admins add, edit, test and delete. */
export function WebhooksCard({
  clientId,
  isAdmin,
  prefs,
}: {
  clientId: number;
  isAdmin: boolean;
  prefs: TDateTimePreferences;
}) {
  const { t } = useTranslation('pages');
  const hooks = useWebhooks(clientId);
  const { remove, rotate, sendTest } = useWebhookMutations(clientId);
  const [editing, setEditing] = useState<TWebhook | null | undefined>(undefined);
  const [logOf, setLogOf] = useState<TWebhook | null>(null);
  const [deleting, setDeleting] = useState<TWebhook | null>(null);
  const [rotated, setRotated] = useState<string | null>(null);
  const title = t('dataExchangeSettings.hooks.title');

  const test = (hook: TWebhook) =>
    sendTest.mutate(hook.webhookId, {
      onSuccess: () => {
        notifySuccess(title, t('dataExchangeSettings.hooks.testQueued'));
        setLogOf(hook);
      },
    });
  const rotateSecret = (hook: TWebhook) =>
    rotate.mutate(hook.webhookId, { onSuccess: (saved) => setRotated(saved.secret ?? null) });
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.webhookId, {
      onSuccess: () => {
        setDeleting(null);
        notifySuccess(title, t('dataExchangeSettings.hooks.deleted'));
      },
    });

  return (
    <section className="card app-card" aria-labelledby="webhooks-title">
      <div className="card-header d-flex align-items-center gap-2">
        <Webhook size={18} aria-hidden="true" />
        <h2 id="webhooks-title" className="h6 mb-0 flex-grow-1">
          {title}
        </h2>
        {isAdmin ? (
          <Button size="sm" onClick={() => setEditing(null)}>
            <Plus size={16} aria-hidden="true" /> {t('dataExchangeSettings.hooks.add')}
          </Button>
        ) : null}
      </div>
      <p className="card-body pb-0 mb-0 small text-body-secondary">
        {t('dataExchangeSettings.hooks.lead')}
      </p>
      {hooks.data && hooks.data.length > 0 ? (
        <ul className="webhook-list mt-3" aria-label={title}>
          {hooks.data.map((hook) => (
            <li key={hook.webhookId}>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <code className="text-break flex-grow-1">{hook.url}</code>
                <StatusBadge status={hook.active ? 'active' : 'inactive'} />
              </div>
              <div className="small text-body-secondary my-1">
                {t('dataExchangeSettings.hooks.eventCount', { count: hook.events.length })}:{' '}
                {hook.events.join(', ')}
              </div>
              <div className="d-flex flex-wrap gap-2">
                <Button size="sm" variant="outline-secondary" onClick={() => setLogOf(hook)}>
                  {t('dataExchangeSettings.hooks.deliveries')}
                </Button>
                {isAdmin ? (
                  <>
                    <Button size="sm" variant="outline-secondary" onClick={() => setEditing(hook)}>
                      {t('dataExchangeSettings.hooks.edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={sendTest.isPending}
                      onClick={() => test(hook)}
                    >
                      {t('dataExchangeSettings.hooks.sendTest')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      disabled={rotate.isPending}
                      onClick={() => rotateSecret(hook)}
                    >
                      {t('dataExchangeSettings.hooks.rotate')}
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => setDeleting(hook)}>
                      {t('dataExchangeSettings.hooks.delete')}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card-body mb-0" role="status">
          {hooks.isPending ? t('common:app.loading') : t('dataExchangeSettings.hooks.empty')}
        </p>
      )}
      <WebhookFormModal
        clientId={clientId}
        webhook={editing ?? null}
        show={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      {logOf ? (
        <DeliveriesModal
          clientId={clientId}
          webhook={logOf}
          prefs={prefs}
          onClose={() => setLogOf(null)}
        />
      ) : null}
      <ConfirmModal
        show={deleting !== null}
        title={t('dataExchangeSettings.hooks.deleteTitle')}
        body={t('dataExchangeSettings.hooks.deleteBody', { url: deleting?.url ?? '' })}
        confirmLabel={t('dataExchangeSettings.hooks.delete')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <Modal show={rotated !== null} onHide={() => setRotated(null)} centered backdrop="static">
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            {t('dataExchangeSettings.hooks.rotatedTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <SecretReveal
            label={t('dataExchangeSettings.hooks.signingSecret')}
            value={rotated ?? ''}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button onClick={() => setRotated(null)}>{t('dataExchangeSettings.secret.done')}</Button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}
