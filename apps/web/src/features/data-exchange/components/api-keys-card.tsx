import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { TApiKey } from '@resonate/contracts/data-exchange';
import { formatDateTime, type TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { notifySuccess } from '@/shared/lib/notify';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { CreateApiKeyModal } from './create-api-key-modal';
import { StatusBadge } from './status-badge';

/** API keys: everyone with the page sees them; account admins create and revoke. */
export function ApiKeysCard({
  clientId,
  isAdmin,
  prefs,
}: {
  clientId: number;
  isAdmin: boolean;
  prefs: TDateTimePreferences;
}) {
  const { t } = useTranslation('pages');
  const keys = useApiKeys(clientId);
  const revoke = useRevokeApiKey(clientId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const when = (value: string | null) => (value ? formatDateTime(value, prefs) : '—');

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.apiKeyId, {
      onSuccess: () => {
        setRevoking(null);
        notifySuccess(t('dataExchangeSettings.keys.title'), t('dataExchangeSettings.keys.revoked'));
      },
    });
  };

  return (
    <section className="card app-card mb-4" aria-labelledby="api-keys-title">
      <div className="card-header d-flex align-items-center gap-2">
        <KeyRound size={18} aria-hidden="true" />
        <h2 id="api-keys-title" className="h6 mb-0 flex-grow-1">
          {t('dataExchangeSettings.keys.title')}
        </h2>
        {isAdmin ? (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus size={16} aria-hidden="true" /> {t('dataExchangeSettings.keys.create')}
          </Button>
        ) : null}
      </div>
      <p className="card-body pb-0 mb-0 small text-body-secondary">
        {t('dataExchangeSettings.keys.lead')}
      </p>
      {keys.data && keys.data.length > 0 ? (
        <Table responsive className="mb-0 mt-3 align-middle data-exchange-table">
          <thead>
            <tr>
              <th scope="col">{t('dataExchangeSettings.keys.name')}</th>
              <th scope="col">{t('dataExchangeSettings.keys.prefix')}</th>
              <th scope="col">{t('dataExchangeSettings.keys.scopes')}</th>
              <th scope="col">{t('dataExchangeSettings.keys.createdAt')}</th>
              <th scope="col">{t('dataExchangeSettings.keys.lastUsed')}</th>
              <th scope="col">{t('dataExchangeSettings.keys.expires')}</th>
              <th scope="col">{t('dataExchangeSettings.keys.status')}</th>
              {isAdmin ? (
                <th scope="col">
                  <span className="visually-hidden">{t('dataExchangeSettings.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.apiKeyId}>
                <td className="fw-semibold">{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>
                  {key.scopes.map((scope) => (
                    <span key={scope} className="badge text-bg-light me-1">
                      {scope}
                    </span>
                  ))}
                </td>
                <td>{when(key.createdAt)}</td>
                <td>
                  {key.lastUsedAt ? when(key.lastUsedAt) : t('dataExchangeSettings.keys.neverUsed')}
                </td>
                <td>
                  {key.expiresAt ? when(key.expiresAt) : t('dataExchangeSettings.keys.never')}
                </td>
                <td>
                  <StatusBadge status={key.status} />
                </td>
                {isAdmin ? (
                  <td className="text-end">
                    {key.status === 'active' ? (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        onClick={() => setRevoking(key)}
                        aria-label={t('dataExchangeSettings.keys.revokeNamed', { name: key.name })}
                      >
                        {t('dataExchangeSettings.keys.revoke')}
                      </Button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="card-body mb-0" role="status">
          {keys.isPending ? t('common:app.loading') : t('dataExchangeSettings.keys.empty')}
        </p>
      )}
      <CreateApiKeyModal clientId={clientId} show={creating} onClose={() => setCreating(false)} />
      <ConfirmModal
        show={revoking !== null}
        title={t('dataExchangeSettings.keys.revokeTitle')}
        body={t('dataExchangeSettings.keys.revokeBody', { name: revoking?.name ?? '' })}
        confirmLabel={t('dataExchangeSettings.keys.revoke')}
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
