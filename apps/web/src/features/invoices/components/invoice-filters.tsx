import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { INVOICE_FILTER_STATUSES } from '@resonate/contracts/billing/invoices';

export type TFilterValues = { period: string; status: string };

/** Period (a month, not after this one) and status; an empty value means any. */
export function InvoiceFilters({
  values,
  onChange,
}: {
  values: TFilterValues;
  onChange: (values: TFilterValues) => void;
}) {
  const { t } = useTranslation('invoices');
  const thisMonth = new Date().toISOString().slice(0, 7);
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3 invoice-filters">
      <Form.Group controlId="invoice-period">
        <Form.Label className="small mb-1">{t('filters.period')}</Form.Label>
        <Form.Control
          type="month"
          size="sm"
          max={thisMonth}
          value={values.period}
          onChange={(event) => onChange({ ...values, period: event.target.value })}
        />
      </Form.Group>
      <Form.Group controlId="invoice-status">
        <Form.Label className="small mb-1">{t('filters.status')}</Form.Label>
        <Form.Select
          size="sm"
          value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value })}
        >
          <option value="">{t('filters.anyStatus')}</option>
          {INVOICE_FILTER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {values.period || values.status ? (
        <Button variant="link" size="sm" onClick={() => onChange({ period: '', status: '' })}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
