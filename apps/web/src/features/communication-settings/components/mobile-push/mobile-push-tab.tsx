import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TMobilePushApp } from '@resonate/contracts/communication-settings/mobile-push';
import { useMobilePushApps } from '../../api/mobile-push';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { AppPanel } from './app-panel';
import { MobileAnalyticsSection } from './mobile-analytics-section';
import { MobileAppFormModal } from './mobile-app-form-modal';
import { ChannelListCard } from '../channel-common/channel-list-card';
import '../channel-common/channel-settings.scss';

const SETUP_STEPS = ['fcm', 'apns', 'sdk', 'token'] as const;

/**
 * The Mobile push tab: the client's apps; for the app picked, its setup summary, templates,
 * devices and goals; and the analytics of every app.
 */
export function MobilePushTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <MobilePushTabBody clientId={clientId} isAdmin={isAdmin} />;
}

function MobilePushTabBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const { t: tp } = useTranslation('pushSettings');
  const apps = useMobilePushApps(clientId);
  // undefined: closed; null: adding; an app: editing it.
  const [editing, setEditing] = useState<TMobilePushApp | null | undefined>(undefined);
  const [pickedId, setPickedId] = useState<number | null>(null);
  const picked = apps.data?.find((a) => a.mobileAppId === pickedId) ?? apps.data?.[0] ?? null;
  const yes = (value: unknown) =>
    value ? t('channelSettings.mobilePush.set') : t('channelSettings.mobilePush.notSet');

  return (
    <>
      <ChannelListCard
        title={t('channelSettings.mobilePush.title')}
        intro={t('channelSettings.mobilePush.intro')}
        addLabel={t('channelSettings.mobilePush.add')}
        canAdd={isAdmin}
        onAdd={() => setEditing(null)}
        loading={apps.isPending}
        footer={
          apps.data?.length ? null : (
            <>
              <h3 className="h6 mt-4">{t('channelSettings.mobilePush.setupTitle')}</h3>
              <ol className="small mb-0">
                {SETUP_STEPS.map((step) => (
                  <li key={step}>{t(`channelSettings.mobilePush.setup.${step}`)}</li>
                ))}
              </ol>
            </>
          )
        }
        dialog={
          <MobileAppFormModal
            clientId={clientId}
            app={editing ?? null}
            show={editing !== undefined}
            onClose={() => setEditing(undefined)}
          />
        }
      >
        {apps.data?.length ? (
          <div className="table-responsive">
            <table className="channel-table">
              <thead>
                <tr>
                  <th scope="col">{t('channelSettings.mobilePush.fields.appName')}</th>
                  <th scope="col">{tp('app.fcmColumn')}</th>
                  <th scope="col">{t('channelSettings.mobilePush.apns')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{tp('app.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {apps.data.map((a) => (
                  <tr
                    key={a.mobileAppId}
                    className={a.mobileAppId === picked?.mobileAppId ? 'table-active' : undefined}
                  >
                    <td>{a.appName}</td>
                    <td>
                      {a.fcmServiceAccount
                        ? tp('app.fcmProject', { project: a.fcmProjectId })
                        : yes(a.fcmServerKey)}
                    </td>
                    <td>
                      {a.apnsCertificate ? a.apnsCertificate.subject || yes(true) : yes(false)}
                    </td>
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant={
                          a.mobileAppId === picked?.mobileAppId ? 'primary' : 'outline-secondary'
                        }
                        className="me-2"
                        aria-pressed={a.mobileAppId === picked?.mobileAppId}
                        onClick={() => setPickedId(a.mobileAppId)}
                      >
                        {tp('app.manage')}
                      </Button>
                      {isAdmin ? (
                        <Button size="sm" variant="outline-primary" onClick={() => setEditing(a)}>
                          {t('channelSettings.mobilePush.edit')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-body-secondary mb-0">{t('channelSettings.mobilePush.empty')}</p>
        )}
      </ChannelListCard>
      {picked ? (
        <AppPanel key={picked.mobileAppId} clientId={clientId} app={picked} isAdmin={isAdmin} />
      ) : null}
      {apps.data?.length ? <MobileAnalyticsSection clientId={clientId} /> : null}
    </>
  );
}
