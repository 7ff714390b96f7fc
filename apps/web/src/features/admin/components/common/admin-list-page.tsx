import { Plus, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { notifySuccess } from '@/shared/lib/notify';
import type { TPage } from '../../api/admin-request';
import {
  useActiveToggle,
  type TActiveMutation,
  type TActiveToggle,
} from '../../hooks/use-active-toggle';
import type { useAdminPage } from '../../hooks/use-admin-page';
import { AdminShell } from './admin-shell';
import { AdminTable, type TAdminColumn } from './admin-table';
import { ListCard } from './list-card';

/** The admin lists built on this page; each has the same words under its key in admin.json. */
export type TAdminListArea = 'users' | 'departments' | 'brands';

/**
 * An admin list page (users, departments, brands): header with its add button, the searchable
 * paged table built from `columns`, deactivation behind a warning and reactivation, each with
 * its toast. The pages used to repeat all of it and differed only in their columns, row
 * actions and the words under their area's key.
 */
export function AdminListPage<K extends string, T extends Record<K, number>>({
  area,
  addLabel,
  addIcon: AddIcon = Plus,
  list,
  paging: { page, onSearch, onPage },
  columns,
  idField,
  isInactive = (row) => 'isActive' in row && row.isActive === false,
  setActive,
  subject,
  actions,
  editor,
  children,
}: {
  area: TAdminListArea;
  /** Defaults to the area's "add" text. */
  addLabel?: string;
  addIcon?: LucideIcon;
  list: { isPending: boolean; data?: TPage<T> };
  paging: ReturnType<typeof useAdminPage>;
  columns: readonly TAdminColumn<T>[];
  /** The row's id: its key in the table and what the activation call names it by. */
  idField: K;
  /** Dimmed rows; by default those whose `isActive` is false. */
  isInactive?: (row: T) => boolean;
  setActive: TActiveMutation<Record<K, number> & { active: boolean }>;
  /** What the warning and the toasts name the row by, e.g. `{ name }` or `{ email }`. */
  subject: (row: T) => Record<string, string>;
  /** A row's buttons; `edit` opens the editor on it, `toggle` (de)activates it. */
  actions: (row: T, controls: { edit: () => void; toggle: TActiveToggle<T> }) => ReactNode;
  /** The add/edit dialog: `row` is null when adding. */
  editor: (dialog: { row: T | null; show: boolean; onClose: () => void }) => ReactNode;
  /** Anything else the page shows under its list. */
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { t } = useTranslation('admin');
  const activeVariables = (row: T, active: boolean) =>
    ({ [idField]: row[idField], active }) as Record<K, number> & { active: boolean };
  const toggle = useActiveToggle(setActive, activeVariables, (row, active) =>
    notifySuccess(
      t(`${area}.title`),
      t(`${area}.${active ? 'reactivated' : 'deactivated'}`, subject(row)),
    ),
  );
  const target = toggle.deactivating;
  return (
    <AdminShell
      title={t(`${area}.title`)}
      lead={t(`${area}.lead`)}
      actions={
        <Button onClick={() => setEditing('new')}>
          <AddIcon size={16} aria-hidden="true" /> {addLabel ?? t(`${area}.add`)}
        </Button>
      }
    >
      <ListCard
        label={t(`${area}.title`)}
        searchLabel={t(`${area}.search`)}
        onSearch={onSearch}
        loading={list.isPending}
        empty={page.search ? t('common.noMatch') : t(`${area}.empty`)}
        totalRows={list.data?.totalRows ?? 0}
        pageNo={page.pageNo}
        pageSize={page.pageSize}
        onPage={onPage}
      >
        <AdminTable
          columns={columns}
          rows={list.data?.rows ?? []}
          rowKey={(row) => row[idField]}
          isInactive={isInactive}
          actions={(row) => actions(row, { edit: () => setEditing(row), toggle })}
        />
      </ListCard>
      {editor({
        row: editing === 'new' ? null : editing,
        show: editing !== null,
        onClose: () => setEditing(null),
      })}
      {children}
      <ConfirmModal
        show={target !== null}
        title={t(`${area}.deactivateTitle`)}
        body={target === null ? '' : t(`${area}.deactivateBody`, subject(target))}
        confirmLabel={t('common.deactivate')}
        busy={toggle.busy}
        onConfirm={() => target !== null && toggle.toggle(target, false)}
        onCancel={() => toggle.setDeactivating(null)}
      />
    </AdminShell>
  );
}
