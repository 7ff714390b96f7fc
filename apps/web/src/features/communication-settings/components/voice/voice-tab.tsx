import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { VMS_PROVIDERS, type TVmsSetting } from '@resonate/contracts/communication-settings/voice';
import { useVmsSettings } from '../../api/voice';
import { useChannelScope } from '../../hooks/use-channel-scope';
import { TestCallModal } from './test-call-modal';
import { VmsFormModal } from './vms-form-modal';
import { ChannelListCard } from '../channel-common/channel-list-card';
import '../channel-common/channel-settings.scss';

/** The Voice & VMS tab: the client's provider accounts, added and edited in a dialog. */
export function VoiceTab() {
  const { clientId, isAdmin } = useChannelScope();
  if (clientId === null) return null;
  return <VoiceTabBody clientId={clientId} isAdmin={isAdmin} />;
}

function VoiceTabBody({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const settings = useVmsSettings(clientId);
  // undefined: closed; null: adding; a setting: editing it.
  const [editing, setEditing] = useState<TVmsSetting | null | undefined>(undefined);
  const [testing, setTesting] = useState<TVmsSetting | null>(null);
  const { t: tc } = useTranslation('channelSettings');
  const providerName = (id: string) => VMS_PROVIDERS.find((p) => p.id === id)?.name ?? id;

  return (
    <ChannelListCard
      title={t('channelSettings.voice.title')}
      intro={t('channelSettings.voice.intro')}
      addLabel={t('channelSettings.voice.add')}
      canAdd={isAdmin}
      onAdd={() => setEditing(null)}
      loading={settings.isPending}
      dialog={
        <>
          <VmsFormModal
            clientId={clientId}
            setting={editing ?? null}
            show={editing !== undefined}
            onClose={() => setEditing(undefined)}
          />
          <TestCallModal clientId={clientId} setting={testing} onClose={() => setTesting(null)} />
        </>
      }
    >
      {settings.data?.length ? (
        <div className="table-responsive">
          <table className="channel-table">
            <thead>
              <tr>
                <th scope="col">{t('channelSettings.voice.fields.provider')}</th>
                <th scope="col">{t('channelSettings.voice.fields.callerId')}</th>
                <th scope="col">{t('channelSettings.voice.fields.callbackUrl')}</th>
                {isAdmin ? <th scope="col" className="visually-hidden" /> : null}
              </tr>
            </thead>
            <tbody>
              {settings.data.map((s) => (
                <tr key={s.vmsSettingId}>
                  <td>{providerName(s.provider)}</td>
                  <td>{s.callerId}</td>
                  <td className="text-break">{s.callbackUrl}</td>
                  {isAdmin ? (
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        onClick={() => setTesting(s)}
                        aria-label={tc('voiceTest.openFor', { callerId: s.callerId })}
                      >
                        {tc('voiceTest.open')}
                      </Button>
                      <Button size="sm" variant="outline-primary" onClick={() => setEditing(s)}>
                        {t('channelSettings.voice.edit')}
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-body-secondary mb-0">{t('channelSettings.voice.empty')}</p>
      )}
    </ChannelListCard>
  );
}
