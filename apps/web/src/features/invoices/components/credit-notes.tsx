import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TInvoiceSummary } from '@resonate/contracts/billing/invoices';
import { invoiceHref } from './invoice-table';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

/** The credit notes issued against an invoice, each linking to its own page. */
export function CreditNotes({
  notes,
  formatDate,
}: {
  notes: readonly TInvoiceSummary[];
  formatDate: (value: string) => string;
}) {
  const { t } = useTranslation('invoices');
  return (
    <section className="card app-card mt-4 invoice-credit-notes" aria-labelledby="credit-notes">
      <div className="card-header">
        <h2 id="credit-notes" className="h6 mb-0">
          {t('creditNotes.title')}
        </h2>
      </div>
      {notes.length === 0 ? (
        <p className="card-body mb-0 text-body-secondary">{t('creditNotes.empty')}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {notes.map((note) => (
            <li
              key={note.invoiceId}
              className="list-group-item d-flex justify-content-between gap-3"
            >
              <span>
                <Link to={invoiceHref(note.invoiceId)} className="fw-semibold">
                  {note.invoiceNumber}
                </Link>
                <span className="ms-2 small text-body-secondary">{formatDate(note.issuedAt)}</span>
              </span>
              <span>{formatMoney(note.totalMinor, note.currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
