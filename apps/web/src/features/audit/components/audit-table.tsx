import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTOR_LABELS,
  auditObjectLabel,
  type TAuditEntry,
} from '@resonate/contracts/audit/audit-log';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { AuditChanges } from './audit-changes';

const COLUMNS = 6;

/** The entries, newest first; a row opens (click, Enter or Space) to show its field changes. */
export function AuditTable({ entries }: { entries: readonly TAuditEntry[] }) {
  const { t } = useTranslation('audit');
  const { formatDateTime } = useDateTimeFormat();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('details')}</span>
            </th>
            <th scope="col">{t('time')}</th>
            <th scope="col">{t('actor')}</th>
            <th scope="col">{t('action')}</th>
            <th scope="col">{t('object')}</th>
            <th scope="col">{t('address')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const expanded = open === entry.id;
            const toggle = () => setOpen(expanded ? null : entry.id);
            return (
              <Fragment key={entry.id}>
                <tr className="audit-row" onClick={toggle}>
                  <td className="py-1">
                    <button
                      type="button"
                      className="app-icon-button app-icon-button--sm"
                      aria-expanded={expanded}
                      aria-label={t(expanded ? 'hideChanges' : 'showChanges')}
                      onClick={(event) => {
                        event.stopPropagation();
                        toggle();
                      }}
                    >
                      {expanded ? <ChevronDown size={16} /> : <ChevronRight size={16} />}
                    </button>
                  </td>
                  <td className="text-nowrap">{formatDateTime(entry.occurredAt)}</td>
                  <td>
                    <span className="d-block">
                      {entry.actorName ?? AUDIT_ACTOR_LABELS[entry.actorType]}
                    </span>
                    {entry.actorName ? (
                      <span className="small text-body-secondary">
                        {AUDIT_ACTOR_LABELS[entry.actorType]}
                      </span>
                    ) : null}
                  </td>
                  <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
                  <td>
                    <span className="d-block">{auditObjectLabel(entry.objectType)}</span>
                    <span className="small text-body-secondary">
                      {entry.objectName ?? (entry.objectId ? `#${entry.objectId}` : '')}
                    </span>
                  </td>
                  <td className="small font-monospace">{entry.ipAddress ?? '—'}</td>
                </tr>
                {expanded ? (
                  <tr>
                    <td colSpan={COLUMNS} className="bg-body-tertiary">
                      <AuditChanges changes={entry.changes} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
