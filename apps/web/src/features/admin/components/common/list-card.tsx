import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Pager } from '@/shared/components/pager';

const SEARCH_DELAY_MS = 300;

/**
 * A list card: search (debounced, server-side), the table or its empty/loading state, and the
 * pager. The caller owns the page state, so the query key follows it.
 */
export function ListCard({
  label,
  searchLabel,
  onSearch,
  loading,
  empty,
  totalRows,
  pageNo,
  pageSize,
  onPage,
  children,
}: {
  label: string;
  searchLabel: string;
  onSearch: (search: string) => void;
  loading: boolean;
  empty: ReactNode;
  totalRows: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <section className="card app-card admin-list" aria-label={label}>
      <div className="card-header admin-list__toolbar">
        <InputGroup className="admin-list__search">
          <InputGroup.Text>
            <Search size={16} aria-hidden="true" />
          </InputGroup.Text>
          <Form.Control
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={searchLabel}
            aria-label={searchLabel}
          />
        </InputGroup>
        <span className="small text-body-secondary" aria-live="polite">
          {t('common.total', { count: totalRows })}
        </span>
      </div>
      {loading ? (
        <div className="admin-list__skeleton" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="placeholder-glow d-block">
              <span className="placeholder col-12" />
            </span>
          ))}
        </div>
      ) : totalRows === 0 ? (
        <div className="admin-list__empty">{empty}</div>
      ) : (
        children
      )}
      {totalRows > pageSize ? (
        <div className="card-footer">
          <Pager pageNo={pageNo} pageSize={pageSize} totalRows={totalRows} onPage={onPage} />
        </div>
      ) : null}
    </section>
  );
}
