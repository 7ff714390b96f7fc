import { Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { TListKind, TListSummary } from '@resonate/contracts/audience/lists';
import { paths } from '@/config/paths';
import { useLists } from '../api/lists/list-queries';
import { DeleteListModal } from '../components/lists/delete-list-modal';
import { CreateListDialog } from '../components/lists/create-list-dialog';
import { RenameListModal } from '../components/lists/list-modals';
import { ListsEmptyState } from '../components/lists/lists-empty-state';
import { ListsPager } from '../components/lists/lists-pager';
import { ListsTable, type TListAction } from '../components/lists/lists-table';
import { ListsToolbar } from '../components/lists/lists-toolbar';
import { useListDownload } from '../hooks/lists/use-list-download';
import { useListsView } from '../hooks/lists/use-lists-view';
import '../components/lists/lists.scss';

const KINDS: readonly TListKind[] = ['target', 'adhoc'];
type TModal = { kind: 'create' } | { kind: 'rename' | 'delete'; list: TListSummary } | null;

/** /audience/target-list: the client's target and ad-hoc lists, filtered, searched and paged. */
export default function TargetListPage() {
  const { t } = useTranslation('audienceLists');
  const { view, update } = useListsView(KINDS);
  const lists = useLists({
    kind: view.kind,
    search: view.search || undefined,
    pageNo: view.pageNo,
    pageSize: view.pageSize,
  });
  const [modal, setModal] = useState<TModal>(null);
  const downloader = useListDownload();
  const close = () => setModal(null);

  const onAction = (action: TListAction, list: TListSummary) => {
    if (action === 'export') downloader.download(list);
    else setModal({ kind: action, list });
  };

  const page = lists.data;
  const filtered = Boolean(view.kind || view.search);
  const noListsAtAll = page && !filtered && page.total === 0;

  return (
    <section className="lists-page" aria-labelledby="target-lists-title">
      <div className="lists-page__heading">
        <h2 id="target-lists-title" className="h5 mb-0">
          {t('targetLists.title')}
        </h2>
        {page && !noListsAtAll ? (
          <span className="lists-page__total" aria-live="polite">
            {t('targetLists.total', { count: page.total })}
          </span>
        ) : null}
      </div>
      {noListsAtAll ? null : (
        <ListsToolbar
          kind={view.kind}
          search={view.search}
          onKind={(kind) => update({ kind })}
          onSearch={(search) => update({ search })}
          onCreate={() => setModal({ kind: 'create' })}
        />
      )}
      <div className="card lists-card">
        {!page ? (
          <div className="lists-card__loading" role="status">
            {lists.isError ? (
              t('targetLists.loadFailed')
            ) : (
              <>
                <Spinner size="sm" aria-hidden />
                {t('actions.loading')}
              </>
            )}
          </div>
        ) : noListsAtAll ? (
          <ListsEmptyState title={t('targetLists.emptyTitle')} body={t('targetLists.emptyBody')}>
            <Link to={paths.audience.newImport.getHref()} className="btn btn-primary">
              <Upload size={16} aria-hidden="true" />
              {t('actions.importContacts')}
            </Link>
            <Button variant="outline-primary" onClick={() => setModal({ kind: 'create' })}>
              <Plus size={16} aria-hidden="true" />
              {t('actions.create')}
            </Button>
          </ListsEmptyState>
        ) : page.rows.length === 0 ? (
          <p className="lists-card__loading mb-0">{t('targetLists.noMatch')}</p>
        ) : (
          <>
            <ListsTable rows={page.rows} busy={lists.isPlaceholderData} onAction={onAction} />
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
      <CreateListDialog show={modal?.kind === 'create'} onHide={close} />
      <RenameListModal list={modal?.kind === 'rename' ? modal.list : null} onHide={close} />
      <DeleteListModal list={modal?.kind === 'delete' ? modal.list : null} onHide={close} />
    </section>
  );
}
