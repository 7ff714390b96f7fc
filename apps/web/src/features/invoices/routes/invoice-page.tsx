import { CreditCard, Download, Printer, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { paths } from '@/config/paths';
import { PageHeader } from '@/shared/components/page-header';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { notifySuccess } from '@/shared/lib/notify';
import { useAppStore } from '@/shared/store/app-store';
import { useInvoice, useInvoicePdf } from '../api/invoices';
import { CreditNoteModal } from '../components/credit-note-modal';
import { CreditNotes } from '../components/credit-notes';
import { PayInvoiceModal } from '../components/pay-invoice-modal';
import { InvoiceDocument } from '../components/invoice-document';
import { invoiceHref } from '../components/invoice-table';
import { TableSkeleton } from '../components/table-skeleton';
import '../components/invoices.scss';

/** /invoice-list/invoice?id=N (feature 54): one invoice laid out as a document, with its PDF. */
export default function InvoicePage() {
  const { t } = useTranslation('pages');
  const { t: ti } = useTranslation('invoices');
  const { formatDate } = useDateTimeFormat();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const invoiceId = Number.isSafeInteger(id) && id > 0 ? id : 0;
  const invoice = useInvoice(invoiceId);
  const pdf = useInvoicePdf();
  const navigate = useNavigate();
  const isAdmin = useAppStore((state) => state.accountAdmin === true);
  const [crediting, setCrediting] = useState(false);
  const [paying, setPaying] = useState(false);
  const canPay =
    isAdmin &&
    invoice.data?.kind === 'invoice' &&
    (invoice.data.status === 'due' || invoice.data.status === 'overdue');
  const canCredit =
    isAdmin &&
    invoice.data?.kind === 'invoice' &&
    invoice.data.lines.some((line) => line.creditableMinor > 0);

  const actions = invoice.data ? (
    <div className="d-flex flex-wrap gap-2">
      {canPay ? (
        <Button
          variant="success"
          onClick={() => setPaying(true)}
          className="d-inline-flex align-items-center gap-2"
        >
          <CreditCard size={16} aria-hidden="true" />
          {ti('actions.pay')}
        </Button>
      ) : null}
      <Button
        variant={canPay ? 'outline-primary' : 'primary'}
        onClick={() => pdf.mutate(invoiceId)}
        disabled={pdf.isPending}
        className="d-inline-flex align-items-center gap-2"
      >
        <Download size={16} aria-hidden="true" />
        {ti('actions.downloadPdf')}
      </Button>
      <Button
        variant="outline-secondary"
        onClick={() => window.print()}
        className="d-inline-flex align-items-center gap-2"
      >
        <Printer size={16} aria-hidden="true" />
        {ti('actions.print')}
      </Button>
      {canCredit ? (
        <Button
          variant="outline-danger"
          onClick={() => setCrediting(true)}
          className="d-inline-flex align-items-center gap-2"
        >
          <Undo2 size={16} aria-hidden="true" />
          {ti('actions.credit')}
        </Button>
      ) : null}
    </div>
  ) : null;

  let body;
  if (invoiceId === 0 || invoice.isError) {
    body = (
      <Alert variant="warning" className="d-flex align-items-center justify-content-between">
        {ti('document.notFound')}
        <Link to={paths.invoices.list.getHref()} className="btn btn-outline-secondary btn-sm">
          {ti('actions.back')}
        </Link>
      </Alert>
    );
  } else if (invoice.isPending) {
    body = (
      <div className="card app-card">
        <TableSkeleton rows={8} />
      </div>
    );
  } else {
    body = (
      <>
        <InvoiceDocument invoice={invoice.data} formatDate={formatDate} />
        {invoice.data.kind === 'invoice' ? (
          <CreditNotes notes={invoice.data.creditNotes} formatDate={formatDate} />
        ) : null}
        {canPay ? (
          <PayInvoiceModal
            key={`pay-${invoice.data.invoiceId}`}
            invoice={invoice.data}
            show={paying}
            onClose={() => setPaying(false)}
            onPaid={() => {
              setPaying(false);
              notifySuccess(ti('pay.paid'), invoice.data.invoiceNumber);
            }}
          />
        ) : null}
        {canCredit ? (
          <CreditNoteModal
            key={invoice.data.invoiceId}
            invoice={invoice.data}
            show={crediting}
            onClose={() => setCrediting(false)}
            onIssued={(noteId) => {
              setCrediting(false);
              void navigate(invoiceHref(noteId));
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className="invoices invoice-page">
      <PageHeader
        title={invoice.data ? invoice.data.invoiceNumber : t('invoice.title')}
        lead={ti('document.lead')}
        actions={actions}
      />
      {body}
    </section>
  );
}
