import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import type { TListMember } from '@resonate/contracts/audience/list-members';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { contactName } from '../contacts/contact-name';

const features = tableFeatures({ rowSelectionFeature });
const helper = createColumnHelper<typeof features, TListMember>();

/**
 * One page of a list's members, each linking to the contact. With `selection` (target lists)
 * rows get checkboxes, kept by contact id across pages; without it the table is read-only.
 */
export function MembersTable({
  rows,
  busy,
  selection,
  onSelectionChange,
}: {
  rows: TListMember[];
  busy: boolean;
  selection?: RowSelectionState;
  onSelectionChange?: Dispatch<SetStateAction<RowSelectionState>>;
}) {
  const { t } = useTranslation('audienceLists');
  const { formatDateTime } = useDateTimeFormat();
  const selectable = selection !== undefined;
  const showAdded = rows.some((row) => row.addedAt !== null);
  const columns = useMemo(
    () =>
      helper.columns([
        ...(selectable
          ? [
              helper.display({
                id: 'select',
                header: ({ table }) => (
                  <Form.Check
                    aria-label={t('detail.selectAll')}
                    checked={table.getIsAllPageRowsSelected()}
                    ref={(input: HTMLInputElement | null) => {
                      if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                    }}
                    onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                  />
                ),
                cell: ({ row }) => (
                  <Form.Check
                    aria-label={t('detail.selectMember', {
                      name: contactName(row.original) || row.original.email || row.original.mobile,
                    })}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                ),
              }),
            ]
          : []),
        helper.display({
          id: 'name',
          header: () => t('members.name'),
          cell: ({ row }) => (
            <Link to={paths.audience.contact.getHref(row.original.contactId)}>
              {contactName(row.original) || t('detail.unnamed')}
            </Link>
          ),
        }),
        helper.accessor('email', {
          header: () => t('members.email'),
          cell: (c) => c.getValue() ?? '',
        }),
        helper.accessor('mobile', {
          header: () => t('members.mobile'),
          cell: (c) => c.getValue() ?? '',
        }),
        ...(showAdded
          ? [
              helper.accessor('addedAt', {
                header: () => t('detail.added'),
                cell: (c) => {
                  const value = c.getValue();
                  return value ? formatDateTime(value) : '';
                },
              }),
            ]
          : []),
      ]),
    [t, formatDateTime, selectable, showAdded],
  );
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.contactId),
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: onSelectionChange ?? (() => undefined),
    enableRowSelection: selectable,
  });

  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 lists-table" aria-busy={busy}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={header.column.id === 'select' ? 'lists-table__select' : undefined}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'table-active' : undefined}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={
                    cell.column.id === 'select'
                      ? 'lists-table__select'
                      : cell.column.id === 'addedAt'
                        ? 'lists-table__muted'
                        : undefined
                  }
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
