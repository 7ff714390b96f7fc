import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TPendingApproval } from '@resonate/contracts/campaigns/approval';
import { channelName } from '@resonate/contracts/channels';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { shortenNumber } from '@resonate/contracts/format/number';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { Pager } from '@/shared/components/pager';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useApprovalSetting, useDecision, usePendingApprovals } from './approval-api';
import { ApprovalSettingSwitch } from './approval-setting-switch';
import { RejectModal } from './reject-modal';

/**
 * "Awaiting your approval": the communications the signed-in user was chosen to approve, each
 * with approve (after a confirm: it starts sending) and reject (with a reason). Account admins
 * also find the approval setting here. Hidden from others while nothing waits for them.
 */
export function ApprovalPanel() {
  const { t } = useTranslation('communications');
  const [pageNo, setPageNo] = useState(1);
  const pending = usePendingApprovals(pageNo);
  const decision = useDecision();
  const [approving, setApproving] = useState<TPendingApproval | null>(null);
  const [rejecting, setRejecting] = useState<TPendingApproval | null>(null);
  const canDecide = canChangeFeature(FEATURE_IDS.communications, 'edit');
  const setting = useApprovalSetting();
  const page = pending.data;
  const rows = page?.rows ?? [];
  // Only approvers with something waiting, and admins (the setting lives here), see the panel.
  const show = pending.isError || (page && page.total > 0) || setting.data?.canChange;
  if (!show) return null;

  return (
    <section className="card comm-approvals" aria-labelledby="approvals-title">
      <div className="comm-approvals__header">
        <h2 id="approvals-title" className="h6 mb-0">
          {t('approval.title')}
          {page && page.total > 0 ? (
            <span className="badge rounded-pill text-bg-warning ms-2">{page.total}</span>
          ) : null}
        </h2>
        <ApprovalSettingSwitch />
      </div>
      {pending.isError ? (
        <p className="comm-approvals__state mb-0" role="alert">
          {t('approval.loadFailed')}{' '}
          <Button variant="link" size="sm" className="p-0" onClick={() => void pending.refetch()}>
            {t('actions.retry')}
          </Button>
        </p>
      ) : !page ? (
        <p className="comm-approvals__state placeholder-glow mb-0" role="status">
          <span className="placeholder col-6" />
        </p>
      ) : rows.length === 0 ? (
        <p className="comm-approvals__state text-body-secondary mb-0">{t('approval.none')}</p>
      ) : (
        <ul className="list-unstyled mb-0 comm-approvals__list">
          {rows.map((approval) => (
            <li key={approval.communicationId} className="comm-approvals__item">
              <div className="comm-approvals__what">
                <strong>{approval.name}</strong>
                <span className="comm-approvals__meta">
                  <ChannelIcon channelId={approval.channelId} />
                  {channelName(approval.channelId)}
                  {' · '}
                  {t('approval.audience', {
                    count: approval.audienceSize,
                    size: shortenNumber(approval.audienceSize),
                  })}
                  {' · '}
                  {t('approval.cost', {
                    cost: formatMoney(approval.estimatedCostMinor, approval.currency),
                  })}
                </span>
                <span className="comm-approvals__meta">
                  {approval.requestedBy
                    ? t('approval.requestedBy', { name: approval.requestedBy.displayName })
                    : null}
                  {approval.submittedAt ? ` · ${timeAgo(approval.submittedAt)}` : null}
                </span>
              </div>
              {canDecide ? (
                <div className="comm-approvals__buttons">
                  <Button size="sm" variant="success" onClick={() => setApproving(approval)}>
                    {t('approval.approve')}
                  </Button>
                  <Button size="sm" variant="outline-danger" onClick={() => setRejecting(approval)}>
                    {t('approval.reject')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {page && page.total > page.pageSize ? (
        <Pager
          className="comm-approvals__pager"
          pageNo={pageNo}
          pageSize={page.pageSize}
          totalRows={page.total}
          onPage={setPageNo}
        />
      ) : null}
      <ConfirmModal
        show={approving !== null}
        danger={false}
        title={t('approval.approveTitle')}
        body={t('approval.approveBody', { name: approving?.name ?? '' })}
        confirmLabel={t('approval.approve')}
        busy={decision.isPending}
        onConfirm={() =>
          approving &&
          decision.mutate(
            { decision: 'approve', communicationId: approving.communicationId },
            { onSettled: () => setApproving(null) },
          )
        }
        onCancel={() => setApproving(null)}
      />
      <RejectModal approval={rejecting} onHide={() => setRejecting(null)} />
    </section>
  );
}
