import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/components/page-header';
import { useAppStore } from '@/shared/store/app-store';
import { useClientDetails } from '../api/client-details';
import { ClientDetailsForm } from '../components/client-details-form';
import { IpWhitelistCard } from '../components/ip-whitelist-card';
import '../components/account.scss';

/**
 * /preferences/account-settings (feature 12): the client's company details and regional
 * settings, and its IP whitelist. Every user may read them; only account admins may change them.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('pages');
  const clientId = useAppStore((state) => state.clientId);
  const canEdit = useAppStore((state) => state.accountAdmin === true);
  const details = useClientDetails(clientId);

  return (
    <section className="account-page">
      <PageHeader title={t('account.title')} lead={t('account.lead')} />
      {canEdit ? null : (
        <p className="alert alert-info" role="note">
          {t('account.readOnly')}
        </p>
      )}
      {details.data ? (
        <ClientDetailsForm details={details.data} canEdit={canEdit} />
      ) : (
        <div className="card app-card account-card">
          <div className="card-body" role="status">
            {details.isPending ? t('common:app.loading') : t('account.loadFailed')}
          </div>
        </div>
      )}
      {clientId ? <IpWhitelistCard clientId={clientId} canEdit={canEdit} /> : null}
    </section>
  );
}
