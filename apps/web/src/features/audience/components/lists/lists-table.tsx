import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TListSummary } from '@resonate/contracts/audience/lists';
import { groupThousands } from '@resonate/contracts/patterns';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { ListExpiry } from './list-expiry';
import { ListKindBadge } from './list-kind-badge';
import { ListRowMenu } from './list-row-menu';

export type TListAction = 'rename' | 'export' | 'delete';

/** Target and ad-hoc lists: name (to the list), type, members, source, created, expiry, actions. */
export function ListsTable({
  rows,
  busy,
  onAction,
}: {
  rows: TListSummary[];
  busy: boolean;
  onAction: (action: TListAction, list: TListSummary) => void;
}) {
  const { t } = useTranslation('audienceLists');
  const { formatDate } = useDateTimeFormat();
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 lists-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.type')}</th>
            <th scope="col" className="lists-table__num">
              {t('columns.members')}
            </th>
            <th scope="col">{t('columns.source')}</th>
            <th scope="col">{t('columns.created')}</th>
            <th scope="col">{t('columns.expiry')}</th>
            <th scope="col" className="lists-table__actions">
              <span className="visually-hidden">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((list) => (
            <tr key={list.listId}>
              <td className="lists-table__name" title={list.name}>
                <Link to={paths.audience.targetListDetail.getHref(list.listId)}>{list.name}</Link>
              </td>
              <td>
                <ListKindBadge kind={list.kind} />
              </td>
              <td className="lists-table__num">{groupThousands(list.memberCount ?? 0)}</td>
              <td className="lists-table__muted">{t(`sources.${list.source}`)}</td>
              <td className="lists-table__muted">
                <time dateTime={list.createdAt}>{formatDate(list.createdAt)}</time>
              </td>
              <td>
                <ListExpiry expiresAt={list.expiresAt} daysLeft={list.daysLeft} />
              </td>
              <td className="lists-table__actions">
                <ListRowMenu
                  name={list.name}
                  actions={[
                    {
                      key: 'rename',
                      label: t('actions.rename'),
                      onSelect: () => onAction('rename', list),
                    },
                    {
                      key: 'export',
                      label: t('actions.export'),
                      onSelect: () => onAction('export', list),
                    },
                    {
                      key: 'delete',
                      label: t('actions.delete'),
                      danger: true,
                      onSelect: () => onAction('delete', list),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
