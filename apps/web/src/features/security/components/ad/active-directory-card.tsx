import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { notifyError, notifySuccess } from '@/shared/lib/notify';
import { useActiveDirectory, useDeleteActiveDirectory, useTestSavedDirectory } from './ad-api';
import { DirectoryForm } from './directory-form';
import { formValuesOf, requestOf } from './directory-form-values';

/**
 * Active Directory (LDAP/LDAPS) sign-in for the company: a summary of the directory and its
 * last connection test, the settings form, and removal.
 */
export function ActiveDirectoryCard() {
  const { t } = useTranslation('security');
  const query = useActiveDirectory();
  const remove = useDeleteActiveDirectory();
  const test = useTestSavedDirectory();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const directory = query.data?.directory ?? null;

  return (
    <section className="card" aria-labelledby="ad-title">
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-3 mb-3">
          <div>
            <h2 id="ad-title" className="h5 mb-1">
              {t('ad.title')}
            </h2>
            <p className="text-body-secondary small mb-0">{t('ad.lead')}</p>
          </div>
          {!editing && query.data ? (
            <div className="d-flex gap-2 flex-shrink-0">
              {directory ? (
                <>
                  <Button size="sm" variant="outline-danger" onClick={() => setDeleting(true)}>
                    {t('ad.delete')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={test.isPending}
                    onClick={() => test.mutate(requestOf(formValuesOf(directory)))}
                  >
                    {test.isPending ? t('ad.testing') : t('ad.test')}
                  </Button>
                </>
              ) : null}
              <Button size="sm" onClick={() => setEditing(true)}>
                {directory ? t('ad.edit') : t('ad.setUp')}
              </Button>
            </div>
          ) : null}
        </div>
        {query.isPending ? (
          <div className="placeholder-glow" aria-hidden="true">
            <span className="placeholder col-12 mb-2" />
            <span className="placeholder col-6" />
          </div>
        ) : editing ? (
          <DirectoryForm
            directory={directory}
            roles={query.data?.roles ?? []}
            onClose={() => setEditing(false)}
          />
        ) : directory ? (
          <dl className="row small mb-0">
            <dt className="col-sm-3">{t('ad.status')}</dt>
            <dd className="col-sm-9">
              <span
                className={`badge ${directory.isEnabled ? 'text-bg-success' : 'text-bg-secondary'}`}
              >
                {directory.isEnabled ? t('ad.enabled') : t('ad.disabled')}
              </span>
            </dd>
            <dt className="col-sm-3">{t('ad.url')}</dt>
            <dd className="col-sm-9 text-break">
              <code>{directory.url}</code>
              {directory.startTls ? ` (${t('ad.startTlsShort')})` : ''}
            </dd>
            <dt className="col-sm-3">{t('ad.domains')}</dt>
            <dd className="col-sm-9">{directory.domains.join(', ')}</dd>
            <dt className="col-sm-3">{t('ad.mappingTitle')}</dt>
            <dd className="col-sm-9">
              {t('ad.mappingCount', { count: directory.groupRoles.length })}
            </dd>
            <dt className="col-sm-3">{t('ad.lastTest')}</dt>
            <dd className="col-sm-9 mb-0">
              {directory.lastTestedAt === null ? (
                t('ad.neverTested')
              ) : (
                <span className={directory.lastTestOk ? 'text-success' : 'text-danger'}>
                  {directory.lastTestMessage} · {timeAgo(directory.lastTestedAt)}
                </span>
              )}
            </dd>
          </dl>
        ) : (
          <p className="text-body-secondary mb-0">{t('ad.empty')}</p>
        )}
      </div>
      <ConfirmModal
        show={deleting}
        title={t('ad.deleteTitle')}
        body={t('ad.deleteBody')}
        confirmLabel={t('ad.delete')}
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(t('ad.title'), t('ad.deleted'));
              setDeleting(false);
            },
            onError: (error) => notifyError(t('ad.title'), error.message),
          })
        }
      />
    </section>
  );
}
