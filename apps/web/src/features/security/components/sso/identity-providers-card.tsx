import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TSsoProvider } from '@resonate/contracts/auth/sso';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { notifyError, notifySuccess } from '@/shared/lib/notify';
import { ProviderModal } from './provider-modal';
import { useDeleteIdentityProvider, useIdentityProviders } from './sso-api';
import { SsoDomains } from './sso-domains';
import { SsoSignInLinks } from './sso-sign-in-links';

/**
 * Identity providers of the company (OpenID Connect, Google, Microsoft): the list, the redirect
 * URI to register at each provider, add / edit / delete, and the proof of their email domains.
 */
export function IdentityProvidersCard() {
  const { t } = useTranslation('security');
  const query = useIdentityProviders();
  const remove = useDeleteIdentityProvider();
  const [editing, setEditing] = useState<TSsoProvider | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSsoProvider | null>(null);
  const providers = query.data?.providers ?? [];

  return (
    <section className="card" aria-labelledby="sso-title">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-3 mb-2">
          <div>
            <h2 id="sso-title" className="h5 mb-1">
              {t('sso.title')}
            </h2>
            <p className="text-body-secondary small mb-0">{t('sso.lead')}</p>
          </div>
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('sso.add')}
          </Button>
        </div>
        {query.data?.redirectUri ? (
          <p className="small mb-3">
            {t('sso.redirectUri')} <code>{query.data.redirectUri}</code>
          </p>
        ) : null}
        {query.isPending ? (
          <div className="placeholder-glow" aria-hidden="true">
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-8" />
          </div>
        ) : providers.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('sso.empty')}</p>
        ) : (
          <div className="table-responsive">
            <table className="table align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('sso.displayName')}</th>
                  <th scope="col">{t('sso.kind')}</th>
                  <th scope="col">{t('sso.domains')}</th>
                  <th scope="col">{t('sso.status')}</th>
                  <th scope="col" className="text-end">
                    {t('sso.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {providers.map((provider) => (
                  <tr key={provider.providerId}>
                    <td>{provider.displayName}</td>
                    <td>{t(`sso.kinds.${provider.kind}`)}</td>
                    <td className="small">{provider.allowedDomains.join(', ')}</td>
                    <td>
                      <span
                        className={`badge ${provider.enabled ? 'text-bg-success' : 'text-bg-secondary'}`}
                      >
                        {provider.enabled ? t('sso.enabled') : t('sso.disabled')}
                      </span>
                    </td>
                    <td className="text-end text-nowrap">
                      <Button size="sm" variant="link" onClick={() => setEditing(provider)}>
                        {t('sso.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger"
                        onClick={() => setDeleting(provider)}
                      >
                        {t('sso.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <SsoDomains domains={query.data?.domains ?? []} />
        <SsoSignInLinks
          providers={providers}
          domains={query.data?.domains ?? []}
          loginUrl={query.data?.redirectUri ?? ''}
        />
      </div>
      <ProviderModal
        provider={editing === 'new' ? null : editing}
        show={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        show={deleting !== null}
        title={t('sso.deleteTitle')}
        body={t('sso.deleteBody', { name: deleting?.displayName ?? '' })}
        confirmLabel={t('sso.delete')}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.providerId, {
            onSuccess: () => {
              notifySuccess(t('sso.title'), t('sso.deleted', { name: deleting.displayName }));
              setDeleting(null);
            },
            onError: (error) => notifyError(t('sso.title'), error.message),
          })
        }
      />
    </section>
  );
}
