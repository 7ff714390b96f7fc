import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import {
  AUDIT_PAGE_SIZE,
  ZAuditFilterSchema,
  type TAuditFilter,
} from '@resonate/contracts/audit/audit-log';
import { ListToolbar } from '@/shared/components/list-toolbar/list-toolbar';
import { PageHeader } from '@/shared/components/page-header';
import { Pager } from '@/shared/components/pager';
import { useAuditCsv, useAuditLog } from '../api/audit-log';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';

/** Why the API would refuse the filter (a range over 400 days, reversed), checked before asking. */
function filterError(filter: TAuditFilter): string | undefined {
  const checked = ZAuditFilterSchema.safeParse(filter);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * /preferences/audit-log (account admins): who changed what, newest first, filtered, a page at a
 * time (keyset: the cursors of the pages seen so far make "previous" exact), and its CSV.
 */
export default function AuditLogPage() {
  const { t } = useTranslation('audit');
  const [filter, setFilter] = useState<TAuditFilter>({});
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageNo = cursors.length;
  const refused = filterError(filter);
  const log = useAuditLog(filter, cursors.at(-1), !refused);
  const csv = useAuditCsv();
  const entries = log.data?.entries ?? [];
  const nextCursor = log.data?.nextCursor ?? null;

  const changeFilter = (next: TAuditFilter) => {
    setFilter(next);
    setCursors([undefined]);
  };
  const turnTo = (page: number) =>
    setCursors((seen) =>
      page > seen.length && nextCursor ? [...seen, nextCursor] : seen.slice(0, page),
    );

  return (
    <>
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        actions={
          <Button
            size="sm"
            variant="outline-primary"
            disabled={csv.isPending || !!refused}
            onClick={() => csv.mutate(filter)}
          >
            <Download size={14} aria-hidden="true" className="me-1" />
            {csv.isPending ? t('exporting') : t('export')}
          </Button>
        }
      />
      <ListToolbar>
        <AuditFilters filter={filter} onChange={changeFilter} error={refused} />
      </ListToolbar>
      {refused ? null : (
        <>
          <div className="card">
            {log.isPending ? (
              <p className="p-4 mb-0 text-body-secondary">{t('loading')}</p>
            ) : entries.length === 0 ? (
              <div className="p-4 text-center">
                <p className="fw-semibold mb-1">{t('emptyTitle')}</p>
                <p className="small text-body-secondary mb-0">{t('emptyText')}</p>
              </div>
            ) : (
              <AuditTable entries={entries} />
            )}
          </div>
          <Pager
            className="mt-2"
            pageNo={pageNo}
            pageSize={AUDIT_PAGE_SIZE}
            totalRows={(pageNo - 1) * AUDIT_PAGE_SIZE + entries.length}
            shown={entries.length}
            hasNext={nextCursor !== null}
            summary={t('range', {
              from: entries.length ? (pageNo - 1) * AUDIT_PAGE_SIZE + 1 : 0,
              to: (pageNo - 1) * AUDIT_PAGE_SIZE + entries.length,
            })}
            label={t('pager')}
            onPage={turnTo}
          />
        </>
      )}
    </>
  );
}
