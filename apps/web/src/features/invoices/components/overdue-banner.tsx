import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAppStore } from '@/shared/store/app-store';
import { useOverdueInvoices } from '../api/overdue-invoices';
import { invoiceHref } from './invoice-table';
import './overdue-banner.scss';

/**
 * The overdue-invoice banner on every signed-in page, for account admins (who can pay): how
 * many invoices are past their due date, with a link to the oldest (one) or the overdue list.
 */
export default function OverdueBanner() {
  const { t, ready } = useTranslation('invoices');
  const isAdmin = useAppStore((state) => state.accountAdmin === true);
  const { data } = useOverdueInvoices(isAdmin);
  if (!ready || !isAdmin || !data || data.count === 0) return null;
  const href =
    data.count === 1 && data.oldestInvoiceId !== null
      ? invoiceHref(data.oldestInvoiceId)
      : `${paths.invoices.list.getHref()}?status=overdue`;
  return (
    <section
      aria-label={t('overdue.label')}
      className="alert alert-warning app-overdue-banner rounded-0 border-start-0 border-end-0 mb-0 py-2"
    >
      <div className="app-overdue-banner__inner d-flex flex-wrap align-items-center gap-2">
        <span>{t('overdue.text', { count: data.count })}</span>
        <Link className="alert-link" to={href}>
          {t('overdue.pay', { count: data.count })}
        </Link>
      </div>
    </section>
  );
}
