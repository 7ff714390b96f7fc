import { useTranslation } from 'react-i18next';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useWebPushState } from '../../api/web-push';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { DomainsSection } from './domains-section';
import { EventsSection } from './events-section';
import { InstallSection } from './install-section';
import { TestPushSection } from './test-push-section';
import { WebAnalyticsSection } from './web-analytics-section';
import { WebGoalsSection } from './web-goals-section';
import { VapidSection } from './vapid-section';
import { WebPushForm } from './web-push-form';

/**
 * The Web push tab: Firebase config, VAPID keys and allowed domains; what the site installs;
 * subscribers with the test push; goals and events; analytics per domain.
 */
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
  const vapidPublicKey = setting?.vapidPublicKey ?? null;
  return (
    <>
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
      <InstallSection vapidPublicKey={vapidPublicKey} />
      <Card className="border-0 shadow-sm mt-3">
        <Card.Body>
          <TestPushSection clientId={clientId} vapidPublicKey={vapidPublicKey} isAdmin={isAdmin} />
        </Card.Body>
      </Card>
      <Card className="border-0 shadow-sm mt-3">
        <Card.Body>
          <WebGoalsSection clientId={clientId} readOnly={!isAdmin} />
          <EventsSection clientId={clientId} />
        </Card.Body>
      </Card>
      <Card className="border-0 shadow-sm mt-3">
        <Card.Body>
          <WebAnalyticsSection clientId={clientId} />
        </Card.Body>
      </Card>
    </>
  );
}
