import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatDateTime, type TDateTimePreferences } from '@resonate/contracts/format/date-time';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyModal } from './create-api-key-modal';
import { DataExchangeCard } from './data-exchange-card';
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
  const when = (value: string | null) => (value ? formatDateTime(value, prefs) : '—');

  return (
    <DataExchangeCard
      titleId="api-keys-title"
      icon={KeyRound}
      title={t('dataExchangeSettings.keys.title')}
      lead={t('dataExchangeSettings.keys.lead')}
      addLabel={isAdmin ? t('dataExchangeSettings.keys.create') : null}
      onAdd={() => setCreating(true)}
      className="mb-4"
      rows={keys}
      empty={t('dataExchangeSettings.keys.empty')}
      removal={{
        mutation: revoke,
        idOf: (key) => key.apiKeyId,
        title: t('dataExchangeSettings.keys.revokeTitle'),
        body: (key) => t('dataExchangeSettings.keys.revokeBody', { name: key.name }),
        confirmLabel: t('dataExchangeSettings.keys.revoke'),
        done: t('dataExchangeSettings.keys.revoked'),
      }}
      dialogs={
        <CreateApiKeyModal clientId={clientId} show={creating} onClose={() => setCreating(false)} />
      }
    >
      {(rows, ask) => (
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
            {rows.map((key) => (
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
                        onClick={() => ask(key)}
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
      )}
    </DataExchangeCard>
  );
}
