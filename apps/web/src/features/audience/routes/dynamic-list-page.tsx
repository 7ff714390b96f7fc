import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import type { TListKind, TListSummary } from '@resonate/contracts/audience/lists';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useLists } from '../api/lists/list-queries';
import { DeleteListModal } from '../components/lists/delete-list-modal';
import { DynamicListsTable, type TDynamicAction } from '../components/lists/dynamic-lists-table';
import { CreateListModal } from '../components/lists/list-modals';
import { ListsEmptyState } from '../components/lists/lists-empty-state';
import { ListsPager } from '../components/lists/lists-pager';
import { ListToolbar } from '@/shared/components/list-toolbar/list-toolbar';
import { SearchInput } from '../components/lists/search-input';
import { useListDownload } from '../hooks/lists/use-list-download';
import { useListsView } from '../hooks/lists/use-lists-view';
import '../components/lists/lists.scss';

const NO_KINDS: readonly TListKind[] = [];
type TModal = { kind: 'snapshot' | 'delete'; list: TListSummary } | null;

/** /audience/dynamic-list: the client's dynamic lists; each is counted when asked. */
export default function DynamicListPage() {
  const { t } = useTranslation('audienceLists');
  const navigate = useNavigate();
  const { view, update } = useListsView(NO_KINDS);
  const lists = useLists({
    kind: 'dynamic',
    search: view.search || undefined,
    pageNo: view.pageNo,
    pageSize: view.pageSize,
  });
  const [modal, setModal] = useState<TModal>(null);
  const downloader = useListDownload();
  const close = () => setModal(null);
  const newHref = paths.audience.newDynamicList.getHref();

  const onAction = (action: TDynamicAction, list: TListSummary) => {
    if (action === 'export') downloader.download(list);
    else if (action === 'duplicate') void navigate(`${newHref}?from=${list.listId}`);
    else setModal({ kind: action, list });
  };

  const page = lists.data;
  const noListsAtAll = page && !view.search && page.total === 0;

  return (
    <section className="lists-page" aria-labelledby="dynamic-lists-title">
      <div className="lists-page__heading">
        <h2 id="dynamic-lists-title" className="h5 mb-0">
          {t('dynamicLists.title')}
        </h2>
        {page && !noListsAtAll ? (
          <span className="lists-page__total" aria-live="polite">
            {t('targetLists.total', { count: page.total })}
          </span>
        ) : null}
      </div>
      <p className="lists-page__intro">{t('dynamicLists.intro')}</p>
      {noListsAtAll ? null : (
        <ListToolbar
          actions={
            canChangeFeature(FEATURE_IDS.audience, 'create') ? (
              <Link to={newHref} className="btn btn-primary">
                <Plus size={16} aria-hidden="true" />
                {t('actions.newDynamicList')}
              </Link>
            ) : null
          }
        >
          <SearchInput
            id="dynamic-lists-search"
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={view.search}
            onSearch={(search) => update({ search })}
          />
        </ListToolbar>
      )}
      <div className="card lists-card">
        {!page ? (
          <div className="lists-card__loading" role="status">
            {lists.isError ? (
              t('targetLists.loadFailed')
            ) : (
              <>
                <Spinner size="sm" aria-hidden /> {t('actions.loading')}
              </>
            )}
          </div>
        ) : noListsAtAll ? (
          <ListsEmptyState title={t('dynamicLists.emptyTitle')} body={t('dynamicLists.emptyBody')}>
            <Link to={newHref} className="btn btn-primary">
              <Plus size={16} aria-hidden="true" />
              {t('actions.newDynamicList')}
            </Link>
          </ListsEmptyState>
        ) : page.rows.length === 0 ? (
          <p className="lists-card__loading mb-0">{t('targetLists.noMatch')}</p>
        ) : (
          <>
            <DynamicListsTable
              rows={page.rows}
              busy={lists.isPlaceholderData}
              onAction={onAction}
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
      <CreateListModal
        show={modal?.kind === 'snapshot'}
        fromDynamic={modal?.kind === 'snapshot' ? modal.list : undefined}
        onHide={close}
        onCreated={(listId) => navigate(paths.audience.targetListDetail.getHref(listId))}
      />
      <DeleteListModal list={modal?.kind === 'delete' ? modal.list : null} onHide={close} />
    </section>
  );
}
