import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Table from 'react-bootstrap/Table';

/** One column of an admin list: its heading and what a row shows under it. */
export type TAdminColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
};

/**
 * The table of every admin list (users, roles, departments, brands): the pages differed only
 * in their columns, so they pass those; the row actions sit in a last, unlabelled column and an
 * inactive row is dimmed.
 */
export function AdminTable<T>({
  columns,
  rows,
  rowKey,
  isInactive,
  actions,
}: {
  columns: readonly TAdminColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  isInactive?: (row: T) => boolean;
  actions: (row: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table responsive hover className="align-middle">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t('common.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={isInactive?.(row) ? 'is-inactive' : undefined}>
            {columns.map((column) => (
              <td key={column.header} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
            <td className="text-end text-nowrap">{actions(row)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
