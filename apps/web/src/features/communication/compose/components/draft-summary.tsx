import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import type { TEstimate } from '@resonate/contracts/campaigns/communications';
import { useTranslation } from 'react-i18next';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { useApprovers } from '../api/compose-queries';
import type { TDraft } from '../lib/draft';
import { fromLineOf } from '../lib/sender';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

type TProps = { draft: TDraft; options: TComposeOptions; estimate?: TEstimate };

/** Everything the draft says, as the review step and the read-only view show it. */
export function DraftSummary({ draft, options, estimate }: TProps) {
  const { t } = useTranslation('compose');
  const approvers = useApprovers(options.approvalRequired && draft.approverIds.length > 0);
  const channel = options.channels.find((c) => c.channelId === draft.channelId);
  const listName = (id: number) => options.lists.find((l) => l.listId === id)?.name ?? `#${id}`;
  const schedule = draft.schedule;
  const rows: [string, React.ReactNode][] = [
    [t('review.name'), draft.name],
    [
      t('review.channel'),
      <span key="channel" className="d-inline-flex gap-1 align-items-center">
        <ChannelIcon channelId={draft.channelId} /> {channel?.name}
      </span>,
    ],
  ];
  if (channel?.needsAudience !== false) {
    rows.push([t('review.lists'), draft.audience.listIds.map(listName).join(', ') || '—']);
    if (draft.audience.suppressionListIds.length > 0) {
      rows.push([
        t('review.suppressed'),
        draft.audience.suppressionListIds.map(listName).join(', '),
      ]);
    }
  }
  const subject =
    draft.content?.kind === 'email'
      ? draft.content.subject
      : draft.content?.kind === 'push'
        ? draft.content.title
        : '';
  if (draft.content?.kind === 'email') {
    rows.push([t('review.from'), fromLineOf(draft.sender, options.sendingDomains) || '—']);
  }
  if (subject) rows.push([t('review.subject'), subject]);
  rows.push([
    t('review.when'),
    schedule.kind === 'now'
      ? t('schedule.kind.now')
      : schedule.kind === 'later'
        ? t('review.at', { at: schedule.at.replace('T', ' '), zone: options.timeZone })
        : t('review.recurring', {
            every: t(`schedule.recurrence.${schedule.every}`),
            at: schedule.at.replace('T', ' '),
            zone: options.timeZone,
            until: schedule.until ?? '—',
          }),
  ]);
  if (draft.throttlePerMinute > 0) {
    rows.push([t('review.throttle'), t('review.perMinute', { count: draft.throttlePerMinute })]);
  }
  if (draft.sendWindow) {
    const days = draft.sendWindow.days.map((d) => t(`schedule.day.${d}`)).join(' ');
    rows.push([t('schedule.window'), `${draft.sendWindow.from}–${draft.sendWindow.to} ${days}`]);
  }
  if (draft.frequencyCap) rows.push([t('schedule.cap'), t('review.cap', draft.frequencyCap)]);
  if (options.approvalRequired) {
    const names = (approvers.data ?? [])
      .filter((a) => draft.approverIds.includes(a.userId))
      .map((a) => a.displayName);
    rows.push([t('review.approvers'), names.join(', ') || '—']);
  }
  if (estimate) {
    rows.push([t('review.audience'), estimate.audienceSize.toLocaleString('en-GB')]);
    rows.push([
      t('review.cost'),
      formatMoney(estimate.estimatedCostMinor, estimate.currency || options.currency),
    ]);
  }
  return (
    <dl className="compose-summary">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
