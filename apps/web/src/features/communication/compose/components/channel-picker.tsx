import type { TComposeChannel } from '@resonate/contracts/campaigns/compose';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { ChannelIcon } from '@/shared/components/channel-icon';

type TProps = {
  channels: TComposeChannel[];
  value: number;
  error?: string;
  onChange: (channelId: number) => void;
};

/**
 * Every sendable channel as a radio card. Channels outside the licence are disabled with the
 * reason; channels without settings stay choosable (a draft may wait for them) but are marked
 * with a way to set them up.
 */
export function ChannelPicker({ channels, value, error, onChange }: TProps) {
  const { t } = useTranslation('compose');
  return (
    <fieldset>
      <legend className="form-label fs-6">{t('setup.channel')}</legend>
      <div className="compose-channels" role="radiogroup" aria-label={t('setup.channel')}>
        {channels.map((channel) => {
          const id = `compose-channel-${channel.channelId}`;
          const reason = !channel.inLicence
            ? t('setup.notInLicence')
            : !channel.ready
              ? t('setup.notSetUp')
              : null;
          return (
            <div
              key={channel.channelId}
              className={`compose-channel${value === channel.channelId ? ' is-selected' : ''}${
                channel.inLicence ? '' : ' is-disabled'
              }`}
            >
              <input
                type="radio"
                className="form-check-input"
                id={id}
                name="compose-channel"
                value={channel.channelId}
                checked={value === channel.channelId}
                disabled={!channel.inLicence}
                aria-describedby={reason ? `${id}-reason` : undefined}
                onChange={() => onChange(channel.channelId)}
              />
              <label htmlFor={id} className="compose-channel__label">
                <ChannelIcon channelId={channel.channelId} size={18} />
                {channel.name}
              </label>
              {reason && (
                <small id={`${id}-reason`} className="compose-channel__reason text-body-secondary">
                  {reason}
                  {channel.inLicence && (
                    <>
                      {' '}
                      <Link to={paths.preferences.communicationSettings.getHref()}>
                        {t('setup.setUpLink')}
                      </Link>
                    </>
                  )}
                </small>
              )}
            </div>
          );
        })}
      </div>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
