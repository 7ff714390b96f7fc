import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TListSummary } from '@resonate/contracts/audience/lists';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { DynamicCountCell } from './dynamic-count-cell';
import { ListRowMenu } from './list-row-menu';

export type TDynamicAction = 'duplicate' | 'snapshot' | 'export' | 'delete';

/** Dynamic lists: name (to the editor), contacts counted on demand, dates and actions. */
export function DynamicListsTable({
  rows,
  busy,
  onAction,
}: {
  rows: TListSummary[];
  busy: boolean;
  onAction: (action: TDynamicAction, list: TListSummary) => void;
}) {
  const { t } = useTranslation('audienceLists');
  const { formatDate } = useDateTimeFormat();
  const menu = (list: TListSummary) =>
    (['duplicate', 'snapshot', 'export', 'delete'] as const).map((action) => ({
      key: action,
      label: t(`actions.${action}`),
      danger: action === 'delete',
      onSelect: () => onAction(action, list),
    }));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 lists-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.count')}</th>
            <th scope="col">{t('columns.created')}</th>
            <th scope="col">{t('columns.updated')}</th>
            <th scope="col" className="lists-table__actions">
              <span className="visually-hidden">{t('columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((list) => (
            <tr key={list.listId}>
              <td className="lists-table__name" title={list.name}>
                <Link to={paths.audience.dynamicListDetail.getHref(list.listId)}>{list.name}</Link>
              </td>
              <td>
                <DynamicCountCell listId={list.listId} name={list.name} />
              </td>
              <td className="lists-table__muted">{formatDate(list.createdAt)}</td>
              <td className="lists-table__muted">{formatDate(list.updatedAt)}</td>
              <td className="lists-table__actions">
                <div className="d-inline-flex align-items-center gap-1">
                  <Link
                    to={paths.audience.targetListDetail.getHref(list.listId)}
                    className="btn btn-sm btn-link"
                  >
                    {t('dynamicLists.members')}
                  </Link>
                  <ListRowMenu name={list.name} actions={menu(list)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
