import { useTranslation } from 'react-i18next';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useWebPushState } from '../../api/web-push';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { DomainsSection } from './domains-section';
import { VapidSection } from './vapid-section';
import { WebPushForm } from './web-push-form';

/** The Web push tab: Firebase config, VAPID keys with the install snippet, allowed domains. */
export function WebPushTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <WebPushTabBody clientId={clientId} isAdmin={isAdmin} />;
}

function WebPushTabBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const state = useWebPushState(clientId);
  if (state.isPending) {
    return (
      <Spinner animation="border" role="status" size="sm">
        <span className="visually-hidden">{t('channelSettings.loading')}</span>
      </Spinner>
    );
  }
  const setting = state.data?.setting ?? null;
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-1">{t('channelSettings.webPush.title')}</h2>
        <p className="text-body-secondary">{t('channelSettings.webPush.intro')}</p>
        <WebPushForm clientId={clientId} setting={setting} readOnly={!isAdmin} />
        <VapidSection clientId={clientId} setting={setting} readOnly={!isAdmin} />
        <DomainsSection
          clientId={clientId}
          domains={state.data?.domains ?? []}
          readOnly={!isAdmin}
        />
      </Card.Body>
    </Card>
  );
}
