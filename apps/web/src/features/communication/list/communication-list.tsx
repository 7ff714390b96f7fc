import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCommunicationRow } from '@resonate/contracts/campaigns/communication-list';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { Pager } from '@/shared/components/pager';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useCommunicationAction, type TServerAction } from './communication-actions';
import { useCommunications } from './communication-queries';
import { CommunicationTable } from './communication-table';
import { CommunicationToolbar } from './communication-toolbar';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { requestOf, useCommunicationView } from './use-communication-view';

/** Actions that cannot be taken back (or hide the row) ask first. */
const CONFIRMED: readonly TServerAction[] = ['cancel', 'archive'];

type TPending = { action: TServerAction; row: TCommunicationRow } | null;

/** The list of communications: heading with Create, toolbar, table with actions, pager, states. */
export function CommunicationList() {
  const { t } = useTranslation('communications');
  const { view, update } = useCommunicationView();
  const query = useCommunications(requestOf(view));
  const runAction = useCommunicationAction();
  const [pending, setPending] = useState<TPending>(null);

  const perform = (action: TServerAction, row: TCommunicationRow) =>
    runAction.mutate(
      { action, communicationId: row.communicationId },
      { onSettled: () => setPending(null) },
    );
  const onAction = (action: TServerAction, row: TCommunicationRow) =>
    CONFIRMED.includes(action) ? setPending({ action, row }) : perform(action, row);

  const page = query.data;
  const filtered = Boolean(
    view.search || view.channelIds.length || view.status || view.from || view.to || view.archived,
  );
  return (
    <section className="comm-list" aria-labelledby="communications-title">
      <div className="comm-list__heading">
        <h2 id="communications-title" className="h5 mb-0">
          {view.archived ? t('title.archived') : t('title.live')}
        </h2>
        {page ? (
          <span className="comm-list__total" aria-live="polite">
            {t('total', { count: page.total })}
          </span>
        ) : null}
        {canChangeFeature(FEATURE_IDS.communications, 'create') ? (
          <Link
            to={paths.communication.createMdc.getHref()}
            className="btn btn-primary comm-list__create"
          >
            <Plus size={16} aria-hidden="true" />
            {t('actions.create')}
          </Link>
        ) : null}
      </div>
      <CommunicationToolbar view={view} onChange={update} />
      <div className="card comm-card">
        {!page ? (
          query.isError ? (
            <ListError onRetry={() => void query.refetch()} />
          ) : (
            <ListSkeleton />
          )
        ) : page.rows.length === 0 ? (
          <ListEmpty
            filtered={filtered}
            onClear={() =>
              update({
                search: '',
                channelIds: [],
                status: undefined,
                from: '',
                to: '',
                archived: false,
              })
            }
          />
        ) : (
          <>
            <CommunicationTable
              rows={page.rows}
              busy={query.isPlaceholderData || runAction.isPending}
              onAction={onAction}
            />
            <Pager
              className="comm-card__pager"
              pageNo={view.pageNo}
              pageSize={view.pageSize}
              totalRows={page.total}
              onPage={(pageNo) => update({ pageNo })}
            />
          </>
        )}
      </div>
      <ConfirmModal
        show={pending !== null}
        title={pending ? t(`confirm.${pending.action}.title`) : ''}
        body={pending ? t(`confirm.${pending.action}.body`, { name: pending.row.name }) : ''}
        confirmLabel={pending ? t(`actions.${pending.action}`) : ''}
        danger={pending?.action === 'cancel'}
        busy={runAction.isPending}
        onConfirm={() => pending && perform(pending.action, pending.row)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
