import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { INVOICE_MSG, type TInvoiceDetail } from '@resonate/contracts/billing/invoices';
import { useCreateCreditNote } from '../api/invoices';
import { currencyDigits, minorToText, parseMinorUnits } from './minor-units';
import { formatMoney } from '@resonate/contracts/onboarding/payment-quote';

/**
 * Issues a credit note: everything still creditable, or chosen amounts per line. The server
 * checks every amount again; the form only keeps obvious mistakes from being sent.
 */
export function CreditNoteModal({
  invoice,
  show,
  onClose,
  onIssued,
}: {
  invoice: TInvoiceDetail;
  show: boolean;
  onClose: () => void;
  onIssued: (creditNoteId: number) => void;
}) {
  const { t } = useTranslation('invoices');
  const create = useCreateCreditNote();
  const digits = currencyDigits(invoice.currency);
  const creditable = invoice.lines.filter((line) => line.creditableMinor > 0);
  const [reason, setReason] = useState('');
  const [full, setFull] = useState(true);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [submitted, setSubmitted] = useState(false);

  const lineErrors = new Map<number, string>();
  const chosen: { lineNo: number; amountMinor: number }[] = [];
  for (const line of creditable) {
    const text = amounts[line.lineNo]?.trim() ?? '';
    if (text === '') continue;
    const minor = parseMinorUnits(text, digits);
    if (minor === null || minor <= 0) lineErrors.set(line.lineNo, t('credit.amountInvalid'));
    else if (minor > line.creditableMinor)
      lineErrors.set(line.lineNo, INVOICE_MSG.lineTooMuch(line.lineNo));
    else chosen.push({ lineNo: line.lineNo, amountMinor: minor });
  }
  const reasonError = reason.trim() === '' ? INVOICE_MSG.reasonRequired : null;
  const linesError = !full && chosen.length === 0 ? t('credit.chooseLine') : null;
  const valid = !reasonError && !linesError && (full || lineErrors.size === 0);

  const submit = () => {
    setSubmitted(true);
    if (!valid) return;
    create.mutate(
      { invoiceId: invoice.invoiceId, reason: reason.trim(), lines: full ? undefined : chosen },
      { onSuccess: (note) => onIssued(note.invoiceId) },
    );
  };

  return (
    <Modal show={show} onHide={onClose} centered size="lg">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {t('credit.title', { number: invoice.invoiceNumber })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId="credit-reason" className="mb-3">
          <Form.Label>{t('credit.reason')}</Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={500}
            value={reason}
            isInvalid={submitted && reasonError !== null}
            onChange={(event) => setReason(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{reasonError}</Form.Control.Feedback>
        </Form.Group>
        <Form.Check
          type="radio"
          id="credit-full"
          name="credit-mode"
          label={t('credit.full')}
          checked={full}
          onChange={() => setFull(true)}
        />
        <Form.Check
          type="radio"
          id="credit-lines"
          name="credit-mode"
          label={t('credit.lines')}
          checked={!full}
          onChange={() => setFull(false)}
          className="mb-2"
        />
        {!full ? (
          <div className="d-grid gap-2 ms-4">
            {creditable.map((line) => (
              <Form.Group key={line.lineNo} controlId={`credit-line-${line.lineNo}`}>
                <Form.Label className="small mb-1">
                  {t('credit.lineLabel', {
                    description: line.description,
                    left: formatMoney(line.creditableMinor, invoice.currency),
                  })}
                </Form.Label>
                <Form.Control
                  size="sm"
                  inputMode="decimal"
                  placeholder={minorToText(line.creditableMinor, digits)}
                  value={amounts[line.lineNo] ?? ''}
                  isInvalid={lineErrors.has(line.lineNo)}
                  onChange={(event) =>
                    setAmounts({ ...amounts, [line.lineNo]: event.target.value })
                  }
                />
                <Form.Control.Feedback type="invalid">
                  {lineErrors.get(line.lineNo)}
                </Form.Control.Feedback>
              </Form.Group>
            ))}
            {submitted && linesError ? (
              <div className="small text-danger" role="alert">
                {linesError}
              </div>
            ) : null}
          </div>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('credit.cancel')}
        </Button>
        <Button variant="danger" onClick={submit} disabled={create.isPending}>
          {t('credit.issue')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
