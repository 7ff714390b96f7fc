import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { TWebhook } from '@resonate/contracts/data-exchange';
import type { TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { notifySuccess } from '@/shared/lib/notify';
import { useWebhookMutations, useWebhooks } from '../api/webhooks';
import { DataExchangeCard } from './data-exchange-card';
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
  return (
    <DataExchangeCard
      titleId="webhooks-title"
      icon={Webhook}
      title={title}
      lead={t('dataExchangeSettings.hooks.lead')}
      addLabel={isAdmin ? t('dataExchangeSettings.hooks.add') : null}
      onAdd={() => setEditing(null)}
      rows={hooks}
      empty={t('dataExchangeSettings.hooks.empty')}
      removal={{
        mutation: remove,
        idOf: (hook) => hook.webhookId,
        title: t('dataExchangeSettings.hooks.deleteTitle'),
        body: (hook) => t('dataExchangeSettings.hooks.deleteBody', { url: hook.url }),
        confirmLabel: t('dataExchangeSettings.hooks.delete'),
        done: t('dataExchangeSettings.hooks.deleted'),
      }}
      dialogs={
        <>
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
              <Button onClick={() => setRotated(null)}>
                {t('dataExchangeSettings.secret.done')}
              </Button>
            </Modal.Footer>
          </Modal>
        </>
      }
    >
      {(rows, ask) => (
        <ul className="webhook-list mt-3" aria-label={title}>
          {rows.map((hook) => (
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
                    <Button size="sm" variant="outline-danger" onClick={() => ask(hook)}>
                      {t('dataExchangeSettings.hooks.delete')}
                    </Button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </DataExchangeCard>
  );
}
