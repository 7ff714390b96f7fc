import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TChannelConsumption } from '@resonate/contracts/consumption/consumption';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { paths } from '@/config/paths';
import { periodSearch } from '../hooks/use-consumption-period';
import { formatCount } from '../lib/format';

/** Messages, included, overage and cost per channel; each row opens the channel's drill-down. */
export function ChannelTable({
  rows,
  currency,
  month,
  year,
}: {
  rows: TChannelConsumption[];
  currency: string;
  month: number;
  year: number;
}) {
  const { t } = useTranslation('consumption');
  const total = rows.reduce((sum, row) => sum + row.costMinor, 0);
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0 consumption-channels">
        <caption className="visually-hidden">{t('channels.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('channels.channel')}</th>
            <th scope="col" className="text-end">
              {t('channels.messages')}
            </th>
            <th scope="col" className="text-end">
              {t('channels.included')}
            </th>
            <th scope="col" className="text-end">
              {t('channels.overage')}
            </th>
            <th scope="col" className="text-end">
              {t('channels.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.channelId} data-channel={row.channelId}>
              <th scope="row" className="fw-normal">
                <Link
                  to={`${paths.consumptions.channel.getHref()}?${periodSearch({
                    month,
                    year,
                    channelId: row.channelId,
                  })}`}
                  className="d-inline-flex align-items-center gap-2"
                >
                  <ChannelIcon channelId={row.channelId} />
                  {row.channelName}
                </Link>
              </th>
              <td className="text-end">{formatCount(row.messages)}</td>
              <td className="text-end">{formatCount(row.included)}</td>
              <td className={`text-end${row.overage > 0 ? ' text-danger fw-medium' : ''}`}>
                {formatCount(row.overage)}
              </td>
              <td className="text-end">{formatMoney(row.costMinor, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('channels.total')}
            </th>
            <td className="text-end fw-medium" data-testid="total-cost">
              {formatMoney(total, currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
