import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/components/page-header';
import { ApiKeysCard } from '../components/api-keys-card';
import { WebAnalyticsCard } from '../components/analytics-sites/web-analytics-card';
import { WebhooksCard } from '../components/webhooks-card';
import { useDatePreferences } from '../hooks/use-date-preferences';
import { useDataExchangeScope } from '../hooks/use-data-exchange-scope';
import '../components/data-exchange.scss';

/** /preferences/data-exchange (feature 44): API keys for the REST API, and outbound webhooks. */
export default function DataExchangePage() {
  const { t } = useTranslation('pages');
  const { clientId, isAdmin } = useDataExchangeScope();
  const prefs = useDatePreferences();
  return (
    <section className="data-exchange-page">
      <PageHeader title={t('dataExchange.title')} lead={t('dataExchangeSettings.lead')} />
      {clientId === null ? null : (
        <>
          <ApiKeysCard clientId={clientId} isAdmin={isAdmin} prefs={prefs} />
          <WebhooksCard clientId={clientId} isAdmin={isAdmin} prefs={prefs} />
          <WebAnalyticsCard clientId={clientId} isAdmin={isAdmin} prefs={prefs} />
        </>
      )}
    </section>
  );
}
