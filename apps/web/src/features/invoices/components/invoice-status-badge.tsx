import { useTranslation } from 'react-i18next';
import type { TInvoiceStatus } from '@resonate/contracts/billing/invoices';

const VARIANTS: Record<TInvoiceStatus, string> = {
  paid: 'text-bg-success',
  due: 'text-bg-warning',
  overdue: 'text-bg-danger',
  void: 'text-bg-secondary',
};

/** A credit note settles nothing itself: it shows as a credit rather than "Paid". */
export function InvoiceStatusBadge({
  status,
  kind = 'invoice',
}: {
  status: TInvoiceStatus;
  kind?: 'invoice' | 'credit_note';
}) {
  const { t } = useTranslation('invoices');
  if (kind === 'credit_note')
    return <span className="badge text-bg-info">{t('status.credit')}</span>;
  return <span className={`badge ${VARIANTS[status]}`}>{t(`status.${status}`)}</span>;
}
