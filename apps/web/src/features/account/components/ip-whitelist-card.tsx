import { Plus, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { useIpWhitelist } from '../api/ip-whitelist';
import { useWhitelistEditor } from '../hooks/use-whitelist-editor';
import { IpWhitelistTable } from './ip-whitelist-table';
import { LockoutModal } from './lockout-modal';

/** The IP whitelist (spec section 5 rules): an empty list lets every address sign in. */
export function IpWhitelistCard({ clientId, canEdit }: { clientId: number; canEdit: boolean }) {
  const { t } = useTranslation('pages');
  const saved = useIpWhitelist(clientId);
  const editor = useWhitelistEditor(clientId, saved.data?.items ?? []);
  const busy = editor.saving || saved.isPending;

  return (
    <section className="card app-card account-card" aria-labelledby="whitelist-title">
      <div className="card-header account-card__header">
        <ShieldCheck size={18} aria-hidden="true" />
        <div>
          <h2 id="whitelist-title" className="h6 mb-0">
            {t('account.whitelist.title')}
          </h2>
          <p className="small text-body-secondary mb-0">{t('account.whitelist.lead')}</p>
        </div>
      </div>
      <div className="card-body">
        {saved.isPending ? (
          <p role="status">{t('common:app.loading')}</p>
        ) : editor.rows.length === 0 ? (
          <p className="text-body-secondary mb-0" role="status">
            {t('account.whitelist.empty')}
          </p>
        ) : (
          <IpWhitelistTable
            rows={editor.rows}
            errors={editor.errors}
            readOnly={!canEdit}
            onChange={editor.change}
            onRemove={editor.remove}
          />
        )}
      </div>
      {canEdit ? (
        <div className="card-footer account-card__actions">
          <Button variant="outline-primary" onClick={editor.add} disabled={busy}>
            <Plus size={16} aria-hidden="true" /> {t('account.whitelist.add')}
          </Button>
          <div className="d-flex gap-2">
            <Button
              variant="outline-secondary"
              onClick={editor.cancel}
              disabled={!editor.dirty || busy}
            >
              {t('account.cancel')}
            </Button>
            <Button variant="primary" onClick={editor.save} disabled={!editor.dirty || busy}>
              {editor.saving ? t('account.saving') : t('account.whitelist.save')}
            </Button>
          </div>
        </div>
      ) : null}
      <LockoutModal
        currentIp={editor.lockout?.currentIp ?? null}
        saving={editor.saving}
        onConfirm={editor.confirmLockout}
        onCancel={editor.dismissLockout}
      />
    </section>
  );
}
