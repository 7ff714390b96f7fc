import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import type { TMobilePushApp } from '@resonate/contracts/communication-settings/mobile-push';
import { useMobilePushApps } from '../../api/mobile-push';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { MobileAppFormModal } from './mobile-app-form-modal';
import '../channel-common/channel-settings.scss';

const SETUP_STEPS = ['fcm', 'apns', 'sdk', 'token'] as const;

/** The Mobile push tab: the client's apps, and what the app team must do to receive pushes. */
export function MobilePushTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <MobilePushTabBody clientId={clientId} isAdmin={isAdmin} />;
}

function MobilePushTabBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const apps = useMobilePushApps(clientId);
  // undefined: closed; null: adding; an app: editing it.
  const [editing, setEditing] = useState<TMobilePushApp | null | undefined>(undefined);
  const yes = (value: unknown) =>
    value ? t('channelSettings.mobilePush.set') : t('channelSettings.mobilePush.notSet');

  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h5 mb-1">{t('channelSettings.mobilePush.title')}</h2>
            <p className="text-body-secondary mb-0">{t('channelSettings.mobilePush.intro')}</p>
          </div>
          {isAdmin ? (
            <Button onClick={() => setEditing(null)}>{t('channelSettings.mobilePush.add')}</Button>
          ) : null}
        </div>
        {apps.isPending ? (
          <Spinner animation="border" role="status" size="sm">
            <span className="visually-hidden">{t('channelSettings.loading')}</span>
          </Spinner>
        ) : apps.data?.length ? (
          <div className="table-responsive">
            <table className="channel-table">
              <thead>
                <tr>
                  <th scope="col">{t('channelSettings.mobilePush.fields.appName')}</th>
                  <th scope="col">{t('channelSettings.mobilePush.fcm')}</th>
                  <th scope="col">{t('channelSettings.mobilePush.apns')}</th>
                  {isAdmin ? <th scope="col" className="visually-hidden" /> : null}
                </tr>
              </thead>
              <tbody>
                {apps.data.map((a) => (
                  <tr key={a.mobileAppId}>
                    <td>{a.appName}</td>
                    <td>{yes(a.fcmServerKey)}</td>
                    <td>
                      {a.apnsCertificate ? a.apnsCertificate.subject || yes(true) : yes(false)}
                    </td>
                    {isAdmin ? (
                      <td className="text-end">
                        <Button size="sm" variant="outline-primary" onClick={() => setEditing(a)}>
                          {t('channelSettings.mobilePush.edit')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-body-secondary mb-0">{t('channelSettings.mobilePush.empty')}</p>
        )}
        <h3 className="h6 mt-4">{t('channelSettings.mobilePush.setupTitle')}</h3>
        <ol className="small mb-0">
          {SETUP_STEPS.map((step) => (
            <li key={step}>{t(`channelSettings.mobilePush.setup.${step}`)}</li>
          ))}
        </ol>
      </Card.Body>
      <MobileAppFormModal
        clientId={clientId}
        app={editing ?? null}
        show={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
