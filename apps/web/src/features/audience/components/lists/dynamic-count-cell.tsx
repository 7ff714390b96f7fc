import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { groupThousands } from '@resonate/contracts/patterns';
import { useListCount } from '../../api/lists/list-member-queries';

/**
 * A dynamic list's size, counted when asked: every count evaluates the rule over the whole
 * audience, so a page of lists does not start a dozen of them on load.
 */
export function DynamicCountCell({ listId, name }: { listId: number; name: string }) {
  const { t } = useTranslation('audienceLists');
  const [asked, setAsked] = useState(false);
  const count = useListCount(listId, asked);
  if (!asked) {
    return (
      <Button
        size="sm"
        variant="outline-secondary"
        aria-label={t('dynamicLists.countLabel', { name })}
        onClick={() => setAsked(true)}
      >
        {t('dynamicLists.count')}
      </Button>
    );
  }
  if (count.data === undefined) {
    return (
      <span
        className="lists-table__muted"
        role="status"
        title={count.isError ? count.error.message : undefined}
      >
        {count.isError ? '—' : <Spinner size="sm" aria-label={t('dynamicLists.counting')} />}
      </span>
    );
  }
  return (
    <span className="d-inline-flex align-items-center gap-1" aria-live="polite">
      <span className={count.isFetching ? 'opacity-50' : undefined}>
        {t('dynamicLists.contacts', { count: count.data, formatted: groupThousands(count.data) })}
      </span>
      <button
        type="button"
        className="app-icon-button app-icon-button--sm"
        aria-label={t('dynamicLists.recount')}
        disabled={count.isFetching}
        onClick={() => void count.refetch()}
      >
        <RefreshCw size={14} aria-hidden="true" />
      </button>
    </span>
  );
}
