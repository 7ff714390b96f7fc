import {
  BellOff,
  CheckCheck,
  CircleAlert,
  CircleDollarSign,
  Eye,
  MailOpen,
  MousePointerClick,
  SlidersHorizontal,
  Send,
  ShieldAlert,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTimelineItem } from '@resonate/contracts/analytics/audience-360';
import { channelName } from '@resonate/contracts/channels';
import type { TContactEventType } from '@resonate/contracts/events/ingest';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { PreferenceChange } from './preference-change';

const ICONS: Record<TContactEventType, LucideIcon> = {
  sent: Send,
  delivered: CheckCheck,
  opened: MailOpen,
  clicked: MousePointerClick,
  bounced: CircleAlert,
  unsubscribed: BellOff,
  converted: CircleDollarSign,
  lead: UserPlus,
  page_view: Eye,
  complained: ShieldAlert,
  preferences_changed: SlidersHorizontal,
};

/** The page a page view was of, when the snippet sent one. */
function pageOf(properties: TTimelineItem['properties']): string | undefined {
  const url = properties?.url ?? properties?.path;
  return typeof url === 'string' ? url : undefined;
}

/** A bounce's kind and status code (issue 22: the handler records them), when it has them. */
function bounceOf(item: TTimelineItem): { kind: 'hard' | 'soft'; status?: string } | undefined {
  const kind = item.properties?.kind;
  if (item.type !== 'bounced' || (kind !== 'hard' && kind !== 'soft')) return undefined;
  const status = item.properties?.status;
  return { kind, ...(typeof status === 'string' ? { status } : {}) };
}

/** One event: what happened, on which channel and campaign, and how long ago. */
export function TimelineItem({ item }: { item: TTimelineItem }) {
  const { t } = useTranslation('analytics360');
  const { formatDateTime } = useDateTimeFormat();
  const Icon = ICONS[item.type];
  const channel = item.channelId === null ? undefined : channelName(item.channelId);
  const page = pageOf(item.properties);
  const bounce = bounceOf(item);
  return (
    <li className={`a360-event a360-event--${item.type}`}>
      <span className="a360-event__icon" aria-hidden="true">
        <Icon size={16} />
      </span>
      <div className="a360-event__body">
        <div className="a360-event__title">
          <strong>{t(`types.${item.type}`)}</strong>
          {channel ? <span className="badge text-bg-light border">{channel}</span> : null}
          {item.communicationName ? (
            <span className="text-break">{item.communicationName}</span>
          ) : null}
        </div>
        {bounce ? (
          <div className="small text-body-secondary">
            {t(bounce.kind === 'hard' ? 'timeline.hardBounce' : 'timeline.softBounce')}
            {bounce.status ? ` · ${t('timeline.status', { status: bounce.status })}` : null}
          </div>
        ) : null}
        <PreferenceChange item={item} />
        {item.revenue !== null || item.leadSource || page ? (
          <div className="small text-body-secondary text-break">
            {item.revenue !== null
              ? t('timeline.revenue', { amount: item.revenue.toFixed(2) })
              : null}
            {item.leadSource ? t('timeline.leadSource', { source: item.leadSource }) : null}
            {page ? t('timeline.page', { page }) : null}
          </div>
        ) : null}
      </div>
      <time
        className="a360-event__time small text-body-secondary"
        dateTime={item.occurredAt}
        title={formatDateTime(item.occurredAt)}
      >
        {timeAgo(item.occurredAt)}
      </time>
    </li>
  );
}
