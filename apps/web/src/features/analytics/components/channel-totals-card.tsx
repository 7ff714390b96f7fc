import { useTranslation } from 'react-i18next';
import type { TUserInfo } from '@resonate/contracts/analytics/audience-360';
import { channelName } from '@resonate/contracts/channels';
import { shortenNumber } from '@resonate/contracts/format/number';

const FIGURES = ['sent', 'opened', 'clicked', 'converted'] as const;

/** What each channel did with this person. */
export function ChannelTotalsCard({ channels }: { channels: TUserInfo['channels'] }) {
  const { t } = useTranslation('analytics360');
  return (
    <section className="card app-card" aria-labelledby="a360-channels-title">
      <div className="card-header">
        <h2 id="a360-channels-title" className="h6 mb-0">
          {t('channels.title')}
        </h2>
      </div>
      {channels.length === 0 ? (
        <p className="card-body mb-0 small text-body-secondary">{t('channels.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm mb-0 align-middle a360-channels">
            <thead>
              <tr>
                <th scope="col">{t('channels.channel')}</th>
                {FIGURES.map((figure) => (
                  <th key={figure} scope="col" className="text-end">
                    {t(`types.${figure}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {channels.map((row) => (
                <tr key={row.channelId}>
                  <th scope="row" className="fw-normal">
                    {channelName(row.channelId) ?? row.channelId}
                  </th>
                  {FIGURES.map((figure) => (
                    <td key={figure} className="text-end font-monospace">
                      {shortenNumber(row[figure])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
