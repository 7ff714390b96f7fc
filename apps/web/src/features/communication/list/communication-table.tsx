import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCommunicationRow } from '@resonate/contracts/campaigns/communication-list';
import { channelName } from '@resonate/contracts/channels';
import { shortenNumber } from '@resonate/contracts/format/number';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { CommunicationStatusBadge } from '../components/status-badge';
import type { TServerAction } from './communication-actions';
import { CommunicationRowMenu } from './communication-row-menu';
import { composeHref } from './compose-href';
import { DuplicateNote } from './duplicate-note';
import { FigureCell } from './figure-cell';

const FIGURES = ['sent', 'delivered', 'opened', 'clicked', 'converted'] as const;

/** Communications: name, status, channel, audience, when, the funnel with rates, actions. */
export function CommunicationTable({
  rows,
  busy,
  onAction,
}: {
  rows: TCommunicationRow[];
  busy: boolean;
  onAction: (action: TServerAction, row: TCommunicationRow) => void;
}) {
  const { t } = useTranslation('communications');
  const { formatDateTime } = useDateTimeFormat();
  const when = (row: TCommunicationRow) => {
    if (row.startedAt) return { label: t('when.started'), at: row.startedAt };
    if (row.scheduledAt) return { label: t('when.scheduled'), at: row.scheduledAt };
    return { label: t('when.created'), at: row.createdAt };
  };
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 comm-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.channel')}</th>
            <th scope="col" className="comm-table__num">
              {t('columns.audience')}
            </th>
            <th scope="col">{t('columns.when')}</th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="col" className="comm-table__num">
                {t(`columns.${figure}`)}
              </th>
            ))}
            <th scope="col" className="comm-table__actions">
              <span className="visually-hidden">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const moment = when(row);
            return (
              <tr key={row.communicationId}>
                <td>
                  <div className="comm-table__name">
                    <Link to={composeHref(row.communicationId)} title={row.name}>
                      {row.name}
                    </Link>
                    {row.recurring ? (
                      <span className="comm-table__recurring">
                        <Repeat size={12} aria-hidden="true" />
                        {t('when.recurring')}
                      </span>
                    ) : null}
                  </div>
                </td>
                <td>
                  <CommunicationStatusBadge status={row.status} />
                </td>
                <td>
                  <span className="d-inline-flex align-items-center gap-2">
                    <ChannelIcon channelId={row.channelId} />
                    {channelName(row.channelId) ?? t('unknownChannel')}
                  </span>
                </td>
                <td className="comm-table__num">{shortenNumber(row.audienceSize)}</td>
                <td className="comm-table__when">
                  <span className="comm-table__rate">{moment.label}</span>
                  <time dateTime={moment.at}>{formatDateTime(moment.at)}</time>
                </td>
                <FigureCell
                  value={row.figures.sent}
                  note={<DuplicateNote count={row.possiblyDuplicated} />}
                />
                <FigureCell value={row.figures.delivered} of={row.figures.sent} />
                <FigureCell value={row.figures.opened} of={row.figures.sent} />
                <FigureCell value={row.figures.clicked} of={row.figures.sent} />
                <FigureCell value={row.figures.converted} of={row.figures.sent} />
                <td className="comm-table__actions">
                  <CommunicationRowMenu row={row} onAction={onAction} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
