import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Form from 'react-bootstrap/Form';
import type {
  TContactSortField,
  TContactSummary,
  TSortDirection,
} from '@resonate/contracts/audience/contacts';
import { paths } from '@/config/paths';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { contactName } from './contact-name';

const features = tableFeatures({ rowSelectionFeature });
const helper = createColumnHelper<typeof features, TContactSummary>();

type TSort = { sortBy: TContactSortField; sortDir: TSortDirection };

/** Columns the server can sort by, with the field each header sorts. */
const SORTABLE: Record<string, TContactSortField> = {
  name: 'name',
  email: 'email',
  mobile: 'mobile',
  createdAt: 'created',
  updatedAt: 'updated',
};

/**
 * One page of contacts: checkboxes (the header one selects the page), the name linking to the
 * contact, and headers that sort on the server. Selection is kept by contact id across pages.
 */
export function ContactsTable({
  rows,
  sort,
  onSort,
  selection,
  onSelectionChange,
  busy,
}: {
  rows: TContactSummary[];
  sort: TSort;
  onSort: (sort: TSort) => void;
  selection: RowSelectionState;
  onSelectionChange: Dispatch<SetStateAction<RowSelectionState>>;
  busy: boolean;
}) {
  const { t } = useTranslation('audience');
  const { formatDateTime } = useDateTimeFormat();
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'select',
          header: ({ table }) => (
            <Form.Check
              aria-label={t('table.selectPage')}
              checked={table.getIsAllPageRowsSelected()}
              ref={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = table.getIsSomePageRowsSelected();
              }}
              onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
            />
          ),
          cell: ({ row }) => (
            <Form.Check
              aria-label={t('table.selectContact', { name: contactName(row.original) })}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
            />
          ),
        }),
        helper.display({
          id: 'name',
          header: () => t('fields.name'),
          cell: ({ row }) => (
            <Link to={paths.audience.contact.getHref(row.original.contactId)}>
              {contactName(row.original) || t('table.unnamed')}
            </Link>
          ),
        }),
        helper.accessor('email', {
          header: () => t('fields.email'),
          cell: (c) => c.getValue() ?? '',
        }),
        helper.accessor('mobile', {
          header: () => t('fields.mobile'),
          cell: (c) => c.getValue() ?? '',
        }),
        helper.accessor('createdAt', {
          header: () => t('fields.created'),
          cell: (c) => formatDateTime(c.getValue()),
        }),
        helper.accessor('updatedAt', {
          header: () => t('fields.updated'),
          cell: (c) => formatDateTime(c.getValue()),
        }),
      ]),
    [t, formatDateTime],
  );
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.contactId),
    state: { rowSelection: selection },
    onRowSelectionChange: onSelectionChange,
  });

  const toggle = (field: TContactSortField) =>
    onSort({
      sortBy: field,
      sortDir: sort.sortBy === field && sort.sortDir === 'asc' ? 'desc' : 'asc',
    });

  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 contacts-table" aria-busy={busy}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = SORTABLE[header.column.id];
                const active = field !== undefined && sort.sortBy === field;
                const label = <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={`contacts-table__${header.column.id}`}
                    aria-sort={
                      active ? (sort.sortDir === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {field ? (
                      <button
                        type="button"
                        className="contacts-table__sort"
                        onClick={() => toggle(field)}
                      >
                        {label}
                        <SortIcon active={active} dir={sort.sortDir} />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? 'table-active' : undefined}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`contacts-table__${cell.column.id}`}>
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

function SortIcon({ active, dir }: { active: boolean; dir: TSortDirection }) {
  if (!active)
    return <ArrowUpDown size={14} aria-hidden="true" className="contacts-table__sort-idle" />;
  return dir === 'asc' ? (
    <ArrowUp size={14} aria-hidden="true" />
  ) : (
    <ArrowDown size={14} aria-hidden="true" />
  );
}
