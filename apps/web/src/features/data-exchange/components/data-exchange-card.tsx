import { Plus, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { notifySuccess } from '@/shared/lib/notify';

/** Removing a row after a warning: its call, the warning's words and the toast once done. */
export type TRemoval<T> = {
  mutation: {
    mutate: (id: number, options: { onSuccess: () => void }) => void;
    isPending: boolean;
  };
  idOf: (row: T) => number;
  title: string;
  body: (row: T) => string;
  confirmLabel: string;
  done: string;
};

/**
 * One card of the data-exchange page (API keys, webhooks, web analytics sites): icon, title,
 * an add button for account admins, the lead, the rows or a status line (loading, empty), and
 * removal behind a warning with its toast. The three cards used to repeat all of it; each now
 * passes its words and how it draws its rows (`ask` opens the warning for a row).
 */
export function DataExchangeCard<T>({
  titleId,
  icon: Icon,
  title,
  lead,
  addLabel,
  onAdd,
  className,
  rows,
  loading,
  empty,
  removal,
  dialogs,
  children,
}: {
  titleId: string;
  icon: LucideIcon;
  title: string;
  lead: string;
  /** Null where the person may not add (not an account admin). */
  addLabel: string | null;
  onAdd: () => void;
  className?: string;
  rows: { isPending: boolean; data?: T[] };
  /** Shown while loading instead of the "loading" status line. */
  loading?: ReactNode;
  empty: string;
  removal: TRemoval<T>;
  /** The card's own dialogs (create, details). */
  dialogs: ReactNode;
  children: (rows: T[], ask: (row: T) => void) => ReactNode;
}) {
  const { t } = useTranslation('pages');
  const [removing, setRemoving] = useState<T | null>(null);
  const confirm = () =>
    removing !== null &&
    removal.mutation.mutate(removal.idOf(removing), {
      onSuccess: () => {
        setRemoving(null);
        notifySuccess(title, removal.done);
      },
    });

  return (
    <section className={`card app-card ${className ?? ''}`} aria-labelledby={titleId}>
      <div className="card-header d-flex align-items-center gap-2">
        <Icon size={18} aria-hidden="true" />
        <h2 id={titleId} className="h6 mb-0 flex-grow-1">
          {title}
        </h2>
        {addLabel === null ? null : (
          <Button size="sm" onClick={onAdd}>
            <Plus size={16} aria-hidden="true" /> {addLabel}
          </Button>
        )}
      </div>
      <p className="card-body pb-0 mb-0 small text-body-secondary">{lead}</p>
      {rows.data && rows.data.length > 0 ? (
        children(rows.data, setRemoving)
      ) : rows.isPending && loading ? (
        loading
      ) : (
        <p className="card-body mb-0" role="status">
          {rows.isPending ? t('common:app.loading') : empty}
        </p>
      )}
      {dialogs}
      <ConfirmModal
        show={removing !== null}
        title={removal.title}
        body={removing === null ? '' : removal.body(removing)}
        confirmLabel={removal.confirmLabel}
        busy={removal.mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
