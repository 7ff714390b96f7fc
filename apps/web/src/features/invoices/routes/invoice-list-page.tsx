import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { INVOICE_FILTER_STATUSES } from '@resonate/contracts/billing/invoices';
import { PageHeader } from '@/shared/components/page-header';
import { Pager } from '@/shared/components/pager';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useInvoices, type TInvoiceFilter } from '../api/invoices';
import { InvoiceFilters, type TFilterValues } from '../components/invoice-filters';
import { InvoiceTable } from '../components/invoice-table';
import { TableSkeleton } from '../components/table-skeleton';
import '../components/invoices.scss';

const PAGE_SIZE = 25;
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters live in the address, so back and a shared link show the same list. */
function filterOf(params: URLSearchParams): TInvoiceFilter {
  const period = params.get('period') ?? '';
  const status = params.get('status') ?? '';
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  return {
    period: PERIOD.test(period) ? period : undefined,
    status: (INVOICE_FILTER_STATUSES as readonly string[]).includes(status)
      ? (status as TInvoiceFilter['status'])
      : undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  };
}

/** /invoice-list (feature 54): invoices and credit notes, by period and status. */
export default function InvoiceListPage() {
  const { t } = useTranslation('pages');
  const { t: ti } = useTranslation('invoices');
  const { formatDate } = useDateTimeFormat();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const invoices = useInvoices(filter);

  const update = (values: TFilterValues, pageNo = 1) => {
    const next = new URLSearchParams();
    if (values.period) next.set('period', values.period);
    if (values.status) next.set('status', values.status);
    if (pageNo > 1) next.set('page', String(pageNo));
    setParams(next, { replace: true });
  };
  const values = { period: filter.period ?? '', status: filter.status ?? '' };

  let body;
  if (invoices.isPending) body = <TableSkeleton />;
  else if (invoices.isError) {
    body = (
      <Alert variant="danger" className="m-3 d-flex align-items-center justify-content-between">
        {ti('list.loadError')}
        <Button variant="outline-danger" size="sm" onClick={() => void invoices.refetch()}>
          {ti('retry')}
        </Button>
      </Alert>
    );
  } else if (invoices.data.invoices.length === 0) {
    body = (
      <p className="card-body mb-0 text-body-secondary">
        {values.period || values.status ? ti('list.emptyFiltered') : ti('list.empty')}
      </p>
    );
  } else {
    body = <InvoiceTable invoices={invoices.data.invoices} formatDate={formatDate} />;
  }

  return (
    <section className="invoices">
      <PageHeader title={t('invoiceList.title')} lead={ti('list.lead')} />
      <InvoiceFilters values={values} onChange={(next) => update(next)} />
      <div className="card app-card">{body}</div>
      {invoices.data ? (
        <Pager
          className="mt-3"
          pageNo={filter.pageNo}
          pageSize={PAGE_SIZE}
          totalRows={invoices.data.totalRows}
          onPage={(pageNo) => update(values, pageNo)}
          hideWhenOnePage
        />
      ) : null}
    </section>
  );
}
