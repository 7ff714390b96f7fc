import { useTranslation } from 'react-i18next';
import Spinner from 'react-bootstrap/Spinner';
import { useSmtpSetting } from '../../api/email';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { BounceWebhooksCard } from './bounce-webhooks-card';
import { DomainsCard } from './domains-card';
import { ExtendedSystemCard } from './extended-system-card';
import { HousingCard } from './housing-card';
import { SmtpCard } from './smtp-card';
import { ThrottleCard } from './throttle-card';

/**
 * The Email tab: SMTP server with its test buttons, sending domains, throttle, housing, options,
 * and the providers' bounce and complaint webhooks.
 */
export function EmailTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <EmailTabBody clientId={clientId} isAdmin={isAdmin} />;
}

function EmailTabBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const setting = useSmtpSetting(clientId);
  if (setting.isPending) {
    return (
      <div className="py-4 text-center">
        <Spinner animation="border" role="status" size="sm" />
        <span className="visually-hidden">{t('channelSettings.loading')}</span>
      </div>
    );
  }
  return (
    <>
      <SmtpCard clientId={clientId} setting={setting.data ?? null} isAdmin={isAdmin} />
      <DomainsCard clientId={clientId} isAdmin={isAdmin} />
      <ThrottleCard clientId={clientId} isAdmin={isAdmin} />
      <HousingCard clientId={clientId} isAdmin={isAdmin} />
      <ExtendedSystemCard clientId={clientId} isAdmin={isAdmin} />
      <BounceWebhooksCard clientId={clientId} isAdmin={isAdmin} />
    </>
  );
}
