import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TListDetail } from '@resonate/contracts/audience/lists';
import { groupThousands } from '@resonate/contracts/patterns';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { ListExpiry } from './list-expiry';
import { ListKindBadge } from './list-kind-badge';

/** A list's page header: back link, name, type, members, source, created, expiry, actions. */
export function ListHeader({
  list,
  count,
  backTo,
  children,
}: {
  list: TListDetail;
  /** Members now (a dynamic list's evaluated count), when known. */
  count: number | undefined;
  backTo: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('audienceLists');
  const { formatDate } = useDateTimeFormat();
  return (
    <header className="list-header">
      <div>
        <Link to={backTo} className="list-header__back">
          <ArrowLeft size={14} aria-hidden="true" />
          {t('actions.back')}
        </Link>
        <div className="list-header__title">
          <h2 className="h4" id="list-title">
            {list.name}
          </h2>
          <ListKindBadge kind={list.kind} />
        </div>
        <ul className="list-header__meta">
          {count !== undefined ? (
            <li aria-live="polite">
              {t('detail.members', { count, formatted: groupThousands(count) })}
            </li>
          ) : null}
          <li>{t('detail.source', { source: t(`sources.${list.source}`) })}</li>
          <li>{t('detail.createdOn', { date: formatDate(list.createdAt) })}</li>
          {list.expiresAt ? (
            <li>
              <ListExpiry expiresAt={list.expiresAt} daysLeft={list.daysLeft} />
            </li>
          ) : null}
        </ul>
      </div>
      {children ? <div className="list-header__actions">{children}</div> : null}
    </header>
  );
}
