import type { RowSelectionState } from '@tanstack/react-table';
import { Download, Pencil, Trash2, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { paths } from '@/config/paths';
import { useListMembers } from '../api/lists/list-member-queries';
import { useList } from '../api/lists/list-queries';
import { AddMembersModal } from '../components/lists/add-members-modal';
import { DeleteListModal } from '../components/lists/delete-list-modal';
import { ListHeader } from '../components/lists/list-header';
import { ListsEmptyState } from '../components/lists/lists-empty-state';
import { ListsPager } from '../components/lists/lists-pager';
import { MembersTable } from '../components/lists/members-table';
import { RemoveMembersModal } from '../components/lists/remove-members-modal';
import { ListToolbar } from '@/shared/components/list-toolbar/list-toolbar';
import { SearchInput } from '../components/lists/search-input';
import { useListDownload } from '../hooks/lists/use-list-download';
import { useListsView } from '../hooks/lists/use-lists-view';
import '../components/lists/lists.scss';

type TModal = 'add' | 'remove' | 'delete' | null;
const NO_KINDS = [] as const;

/** /audience/target-list/:listId: a list's members (a dynamic list's as of now). */
export default function TargetListDetailPage() {
  const { t } = useTranslation('audienceLists');
  const navigate = useNavigate();
  const listId = Number(useParams().listId);
  const list = useList(Number.isSafeInteger(listId) ? listId : 0);
  const { view, update } = useListsView(NO_KINDS);
  const members = useListMembers(
    { listId, search: view.search || undefined, pageNo: view.pageNo, pageSize: view.pageSize },
    list.isSuccess,
  );
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [modal, setModal] = useState<TModal>(null);
  const downloader = useListDownload();
  const close = () => setModal(null);

  if (list.isError || !Number.isSafeInteger(listId) || listId <= 0) {
    return (
      <section className="lists-page">
        <ListsEmptyState title={t('detail.notFound')} body="">
          <Link to={paths.audience.targetList.getHref()} className="btn btn-primary">
            {t('actions.back')}
          </Link>
        </ListsEmptyState>
      </section>
    );
  }
  if (!list.data) {
    return (
      <div className="lists-card__loading" role="status">
        <Spinner size="sm" aria-hidden /> {t('actions.loading')}
      </div>
    );
  }

  const current = list.data;
  const editable = current.kind === 'target';
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const page = members.data;
  const count =
    current.kind === 'dynamic'
      ? view.search
        ? undefined
        : page?.total
      : (current.memberCount ?? 0);
  const backTo =
    current.kind === 'dynamic'
      ? paths.audience.dynamicList.getHref()
      : paths.audience.targetList.getHref();

  return (
    <section className="lists-page" aria-labelledby="list-title">
      <ListHeader list={current} count={count} backTo={backTo}>
        {editable ? (
          <Button onClick={() => setModal('add')}>
            <UserPlus size={16} aria-hidden="true" />
            {t('detail.addContacts')}
          </Button>
        ) : null}
        {current.kind === 'dynamic' ? (
          <Link
            to={paths.audience.dynamicListDetail.getHref(current.listId)}
            className="btn btn-outline-secondary"
          >
            <Pencil size={16} aria-hidden="true" />
            {t('actions.edit')}
          </Link>
        ) : null}
        <Button
          variant="outline-secondary"
          onClick={() => downloader.download(current)}
          disabled={downloader.pending}
        >
          <Download size={16} aria-hidden="true" />
          {t('actions.export')}
        </Button>
        <Button variant="outline-danger" onClick={() => setModal('delete')}>
          <Trash2 size={16} aria-hidden="true" />
          {t('actions.delete')}
        </Button>
      </ListHeader>
      {current.kind === 'adhoc' ? (
        <p className="alert alert-info mb-0">{t('detail.readOnly')}</p>
      ) : null}
      <ListToolbar>
        <SearchInput
          id="members-search"
          label={t('detail.searchMembers')}
          placeholder={t('detail.searchPlaceholder')}
          value={view.search}
          onSearch={(search) => update({ search })}
        />
      </ListToolbar>
      {selectedIds.length > 0 ? (
        <div
          className="lists-selection"
          role="region"
          aria-label={t('detail.selected', { count: selectedIds.length })}
        >
          <span className="lists-selection__count">
            {t('detail.selected', { count: selectedIds.length })}
          </span>
          <Button size="sm" variant="danger" onClick={() => setModal('remove')}>
            <Trash2 size={14} aria-hidden="true" />
            {t('detail.removeSelected', { count: selectedIds.length })}
          </Button>
          <Button size="sm" variant="link" onClick={() => setSelection({})}>
            <X size={14} aria-hidden="true" />
            {t('detail.clearSelection')}
          </Button>
        </div>
      ) : null}
      <div className="card lists-card">
        {!page ? (
          <div className="lists-card__loading" role="status">
            {members.isError ? (
              members.error.message
            ) : (
              <>
                <Spinner size="sm" aria-hidden /> {t('actions.loading')}
              </>
            )}
          </div>
        ) : page.rows.length === 0 ? (
          view.search ? (
            <p className="lists-card__loading mb-0">{t('detail.noMatch')}</p>
          ) : (
            <ListsEmptyState
              title={t('detail.emptyTitle')}
              body={editable ? t('detail.emptyBody') : ''}
            >
              {editable ? (
                <Button onClick={() => setModal('add')}>
                  <UserPlus size={16} aria-hidden="true" />
                  {t('detail.addContacts')}
                </Button>
              ) : null}
            </ListsEmptyState>
          )
        ) : (
          <>
            <MembersTable
              rows={page.rows}
              busy={members.isPlaceholderData}
              selection={editable ? selection : undefined}
              onSelectionChange={editable ? setSelection : undefined}
            />
            <ListsPager
              pageNo={view.pageNo}
              pageSize={view.pageSize}
              shown={page.rows.length}
              total={page.total}
              onPage={(pageNo) => update({ pageNo })}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          </>
        )}
      </div>
      {editable ? (
        <>
          <AddMembersModal list={current} show={modal === 'add'} onHide={close} />
          <RemoveMembersModal
            list={current}
            contactIds={selectedIds}
            show={modal === 'remove'}
            onHide={close}
            onRemoved={() => setSelection({})}
          />
        </>
      ) : null}
      <DeleteListModal
        list={modal === 'delete' ? current : null}
        onHide={close}
        onDeleted={() => navigate(backTo)}
      />
    </section>
  );
}
