import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { notifySuccess } from '@/shared/lib/notify';
import { useDeleteContacts, useExportContacts } from '../api/contacts/contact-mutations';
import { useContacts } from '../api/contacts/contact-queries';
import { AddContactModal } from '../components/contacts/add-contact-modal';
import { ContactsEmptyState } from '../components/contacts/contacts-empty-state';
import { ContactsPager } from '../components/contacts/contacts-pager';
import { ContactsTable } from '../components/contacts/contacts-table';
import { ContactsToolbar } from '../components/contacts/contacts-toolbar';
import { formatTotal } from '../components/contacts/contacts-total';
import { CustomFieldsModal } from '../components/contacts/custom-fields-modal';
import { DeleteContactsModal } from '../components/contacts/delete-contacts-modal';
import { SelectionBar } from '../components/contacts/selection-bar';
import { AddToListModal } from '../components/lists/add-to-list-modal';
import { startDownload } from '@/shared/lib/start-download';
import { useContactsView } from '../hooks/contacts/use-contacts-view';
import '../components/contacts/contact-form.scss';
import '../components/contacts/contacts.scss';

type TModal = 'add' | 'fields' | 'addToList' | 'delete' | null;

/** /audience/master-data: the client's contacts, searched, sorted and paged on the server. */
export default function MasterDataPage() {
  const { t } = useTranslation('audience');
  const { view, update } = useContactsView();
  const contacts = useContacts({
    pageNo: view.pageNo,
    pageSize: view.pageSize,
    search: view.search || undefined,
    sortBy: view.sortBy,
    sortDir: view.sortDir,
  });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [modal, setModal] = useState<TModal>(null);
  const remove = useDeleteContacts();
  const exporter = useExportContacts();
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const onSearch = useCallback((search: string) => update({ search }), [update]);

  const close = () => setModal(null);
  const confirmDelete = () =>
    remove.mutate(selectedIds, {
      onSuccess: (deleted) => {
        notifySuccess(t('delete.toastTitle'), t('delete.done', { count: deleted }));
        setSelection({});
        close();
      },
    });
  const exportSearch = () =>
    exporter.mutate(view.search || undefined, { onSuccess: (url) => startDownload(url) });

  const page = contacts.data;
  const noContactsAtAll = page && !view.search && page.total === 0;
  const total = page ? formatTotal(page.total, page.isEstimate) : '';

  return (
    <section className="master-data" aria-labelledby="master-data-title">
      <div className="master-data__heading">
        <h2 id="master-data-title" className="h5 mb-0">
          {t('title')}
        </h2>
        {page && !noContactsAtAll ? (
          <span className="master-data__total" aria-live="polite">
            {view.search
              ? t(page.isEstimate ? 'totals.matchesAbout' : 'totals.matches', {
                  count: page.total,
                  total,
                })
              : t(page.isEstimate ? 'totals.contactsAbout' : 'totals.contacts', {
                  count: page.total,
                  total,
                })}
          </span>
        ) : null}
      </div>
      {noContactsAtAll ? (
        <ContactsEmptyState onAdd={() => setModal('add')} />
      ) : (
        <>
          <ContactsToolbar
            search={view.search}
            onSearch={onSearch}
            onAdd={() => setModal('add')}
            onCustomFields={() => setModal('fields')}
            onExport={exportSearch}
            exporting={exporter.isPending}
          />
          {selectedIds.length > 0 ? (
            <SelectionBar
              count={selectedIds.length}
              onAddToList={() => setModal('addToList')}
              onDelete={() => setModal('delete')}
              onClear={() => setSelection({})}
            />
          ) : null}
          <div className="card app-card contacts-card">
            {contacts.isError && !page ? (
              <div className="card-body" role="alert">
                <p>{t('state.error')}</p>
                <Button variant="outline-primary" size="sm" onClick={() => void contacts.refetch()}>
                  {t('actions.retry')}
                </Button>
              </div>
            ) : !page ? (
              <div className="card-body contacts-card__loading" role="status">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />{' '}
                {t('state.loading')}
              </div>
            ) : (
              <>
                <ContactsTable
                  rows={page.rows}
                  sort={{ sortBy: view.sortBy, sortDir: view.sortDir }}
                  onSort={(sort) => update(sort)}
                  selection={selection}
                  onSelectionChange={setSelection}
                  busy={contacts.isFetching}
                />
                {page.rows.length === 0 ? (
                  <p className="card-body mb-0 text-center text-body-secondary" role="status">
                    {t('state.noMatch', { search: view.search })}
                  </p>
                ) : null}
                <ContactsPager
                  pageNo={view.pageNo}
                  pageSize={view.pageSize}
                  shown={page.rows.length}
                  total={page.total}
                  isEstimate={page.isEstimate}
                  onPage={(pageNo) => update({ pageNo })}
                  onPageSize={(pageSize) => update({ pageSize })}
                />
              </>
            )}
          </div>
        </>
      )}
      <AddContactModal show={modal === 'add'} onHide={close} />
      <CustomFieldsModal show={modal === 'fields'} onHide={close} />
      <AddToListModal show={modal === 'addToList'} contactIds={selectedIds} onHide={close} />
      <DeleteContactsModal
        show={modal === 'delete'}
        count={selectedIds.length}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </section>
  );
}
